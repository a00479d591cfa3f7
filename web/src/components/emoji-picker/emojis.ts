// The picker's four categories (spec: emotions 26, nature 18, wellness 25, activities 18).
export const EMOJI_CATEGORIES = [
  {
    id: "emotions",
    label: "Emotions",
    icon: "😊",
    emojis: ["😀", "😃", "😄", "😁", "😊", "🙂", "😌", "😍", "🥰", "😘", "🤗", "😎", "🤩", "🥳", "😇", "🤔", "😐", "😔", "😢", "😭", "😤", "😠", "😰", "😴", "🥺", "😅"],
  },
  {
    id: "nature",
    label: "Nature",
    icon: "🌿",
    emojis: ["🌸", "🌺", "🌻", "🌹", "🌷", "🌼", "🌿", "🍀", "🌱", "🌳", "🌲", "🍃", "🌊", "🌙", "⭐", "☀️", "🌈", "❄️"],
  },
  {
    id: "wellness",
    label: "Wellness",
    icon: "🧘",
    emojis: ["🧘", "💆", "🛀", "💤", "🫶", "❤️", "🧡", "💛", "💚", "💙", "💜", "🤍", "✨", "🌟", "💫", "🕯️", "🍵", "🥗", "🍎", "💧", "🙏", "☮️", "🫁", "🧠", "💪"],
  },
  {
    id: "activities",
    label: "Activities",
    icon: "🎨",
    emojis: ["🏃", "🚶", "🚴", "🏊", "⚽", "🎨", "🎵", "🎸", "📚", "✍️", "📝", "🎮", "🧩", "🍳", "🌄", "✈️", "🎉", "🏆"],
  },
] as const;

export type EmojiCategoryId = (typeof EMOJI_CATEGORIES)[number]["id"];
