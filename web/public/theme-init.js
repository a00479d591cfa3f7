// Applies the saved or system colour scheme before the first paint (no flash of light mode).
(function () {
  try {
    var t = localStorage.getItem("theme");
    var dark = t === "dark" || ((!t || t === "system") && matchMedia("(prefers-color-scheme: dark)").matches);
    if (dark) document.documentElement.classList.add("dark");
  } catch (e) {}
})();
