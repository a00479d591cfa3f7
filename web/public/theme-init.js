// Runs before the first paint.
(function () {
  var html = document.documentElement;
  // The saved or system colour scheme (no flash of light mode).
  try {
    var t = localStorage.getItem("theme");
    var dark = t === "dark" || ((!t || t === "system") && matchMedia("(prefers-color-scheme: dark)").matches);
    if (dark) html.classList.add("dark");
    html.style.colorScheme = dark ? "dark" : "light";
  } catch (e) {}
  // Prerendered HTML shows a signed-out visitor one path; hide it from anyone else until the app
  // has rendered their own page (main.tsx). See web/src/lib/hydration.ts.
  var page = html.getAttribute("data-prerendered");
  if (page === null) return;
  var signedIn = false;
  try {
    signedIn = !!localStorage.getItem("auth_token");
  } catch (e) {}
  if (signedIn || page !== location.pathname) html.setAttribute("data-stale-prerender", "");
})();
