export default function AudioBar() {
  return null;
}
