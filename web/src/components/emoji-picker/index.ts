export { EmojiPicker } from "./emoji-picker";
export { insertAtCursor, type CaretField } from "./insert-at-cursor";
export { EMOJI_CATEGORIES, type EmojiCategoryId } from "./emojis";
