// The offline coach's vocabulary: the themes it recognises, how it names the feelings that often go
// with them, the open questions it asks and the small next steps it suggests. Plain, warm, non-clinical.

export const THEMES = ["grief", "loneliness", "self-worth", "anxiety", "stress", "sleep", "family", "relationships", "money", "work", "motivation", "habits"] as const;
export type Theme = (typeof THEMES)[number];

export interface ThemeInfo {
  /** How the theme reads in a sentence ("You've mentioned ___ before"). */
  label: string;
  /** Word-start patterns; each match adds to the theme's score. */
  patterns: RegExp[];
  feelings: string[];
  questions: string[];
  steps: string[];
  /** A journal prompt that invites writing about the theme. */
  prompt: { title: string; prompt: string };
  /** A category for daily insights. */
  category: string;
}

// \b does not work for non-ASCII letters, so patterns are anchored on a non-letter or the start.
const w = (alternatives: string) => new RegExp(`(?:^|[^\\p{L}])(?:${alternatives})`, "giu");

export const THEME_INFO: Record<Theme, ThemeInfo> = {
  stress: {
    label: "stress",
    patterns: [
      w("stress|overwhelm|pressure|burn(?:ed|t)? ?out|burnout|swamped|frazzled|hectic|tense|frantic|snowed under"),
      w("too much (?:to do|on my plate|going on)|so much to do|can'?t cope|can'?t keep up|no time|drowning in|juggling"),
    ],
    feelings: ["overwhelmed", "stretched thin", "under a lot of pressure"],
    questions: [
      "What feels heaviest on your plate right now?",
      "If you could take just one thing off your list this week, what would it be?",
      "When did you last have a moment where the pressure eased, even a little?",
      "What would help you feel even slightly more in control today?",
    ],
    steps: [
      "One small step for today: write down everything that's pressing on you, then circle the single thing you can act on first.",
      "A small next step: take three slow breaths, longer out than in, before you start your next task.",
      "Something small to try: pick one task you can drop, delay or hand to someone else this week.",
      "A small next step: block ten minutes in your day that belong to no one but you.",
    ],
    prompt: {
      title: "Lightening the Load",
      prompt: "What is taking up the most space in your head this week, and what is one thing you could set down, even for a day?",
    },
    category: "Stress Relief",
  },
  anxiety: {
    label: "worry",
    patterns: [w("anxi|worr(?:y|ied|ies|ying)|nervous|panic|on edge|scared|afraid|fear|dread|overthink|racing thoughts|uneasy|restless|jittery")],
    feelings: ["anxious", "on edge", "worried about what might happen"],
    questions: [
      "What is the worry telling you might happen?",
      "When the anxious feeling shows up, where do you notice it first?",
      "What usually helps you feel a little steadier when worry takes over?",
      "How likely does the thing you fear feel right now, and how likely is it really?",
    ],
    steps: [
      "A small next step: try the 5-4-3-2-1 check, naming five things you can see, four you can hear and three you can touch.",
      "One small step: set a 10-minute 'worry window' later today and write the worries down there instead of carrying them all day.",
      "Something small to try: breathe in for four counts and out for six, five times, and notice what changes.",
      "A small next step: write the worry down, then next to it one thing you could do about it and one thing you can't control.",
    ],
    prompt: {
      title: "Naming the Worry",
      prompt: "What has been worrying you lately? Write it down, then write what you would say to a friend who had the same worry.",
    },
    category: "Calm",
  },
  sleep: {
    label: "sleep",
    patterns: [w("sleep|slept|insomnia|tired|exhausted|awake (?:at night|all night)|nightmare|fatigue|can'?t rest|3 ?am|bedtime|drowsy|worn out")],
    feelings: ["worn out", "drained", "exhausted"],
    questions: [
      "What tends to keep you awake: busy thoughts, your surroundings, or something else?",
      "What does your last hour before bed usually look like?",
      "How has being tired been affecting the rest of your day?",
    ],
    steps: [
      "One small step for tonight: put your phone out of reach 30 minutes before bed and do something slow instead.",
      "A small next step: keep a notepad by your bed and jot down whatever is on your mind before you turn off the light.",
      "Something small to try: get up at the same time tomorrow, whatever time you fall asleep, and get some daylight early.",
    ],
    prompt: {
      title: "Winding Down",
      prompt: "What is still on your mind from today that you would like to put down on paper before you rest?",
    },
    category: "Rest",
  },
  work: {
    label: "work",
    patterns: [
      w(
        "work|job|boss|manager|colleague|co-?worker|office|career|deadline|meeting|promotion|fired|laid off|unemploy|interview|shift|workload|exams?\\b|studies|studying|school|universit|college|client",
      ),
    ],
    feelings: ["frustrated", "drained by it", "unsure where you stand"],
    questions: [
      "What part of your work is weighing on you most right now?",
      "If work felt a little better a month from now, what would be different?",
      "What would you want your manager or team to understand about how this feels?",
      "Which part of your work still gives you some energy, even on hard days?",
    ],
    steps: [
      "A small next step: write down the one work task that matters most tomorrow, and start with that before email.",
      "One small step: at the end of today's work, note one thing you got done, however small.",
      "Something small to try: take a proper five-minute break away from your screen this afternoon.",
      "A small next step: jot down what you'd want to say in a calm, honest conversation about this at work.",
    ],
    prompt: {
      title: "Work Check-in",
      prompt: "What gave you energy at work or in your studies this week, and what drained it? What would you like to do differently tomorrow?",
    },
    category: "Career",
  },
  money: {
    label: "money",
    patterns: [
      w("money|debt|bills?\\b|rent|afford|broke\\b(?! up)|salary|paycheck|pay ?day|financ|budget|loan|mortgage|credit card|savings|expensive|overdraft|owe\\b|owed|owing"),
    ],
    feelings: ["worried", "under pressure", "anxious about what's coming"],
    questions: [
      "Which money worry takes up the most space in your mind right now?",
      "What would feel like a small win with money this month?",
      "Who could you talk to about this, so you're not carrying it alone?",
    ],
    steps: [
      "One small step: write down your fixed costs for this month in one place, just to see the real numbers.",
      "A small next step: pick one bill or debt and find out exactly what's owed and when, nothing more for today.",
      "Something small to try: check whether a free money-advice service is available where you live.",
    ],
    prompt: {
      title: "Money and Peace of Mind",
      prompt: "How do you feel when you think about money this week? What is one thing in your control that would ease the pressure a little?",
    },
    category: "Security",
  },
  relationships: {
    label: "your relationships",
    patterns: [
      w(
        "partner|boyfriend|girlfriend|husband|wife|spouse|relationship|dating|break ?up|broke up|divorce|my ex\\b|friend|argument|argue|fight|fought|trust|cheat|jealous|marriage|married",
      ),
    ],
    feelings: ["hurt", "confused about where things stand", "frustrated and a bit alone in it"],
    questions: [
      "What would you most like the other person to understand?",
      "How would you like things to feel between you, ideally?",
      "What do you need from this relationship right now?",
      "What happened just before things started to feel this way?",
    ],
    steps: [
      "A small next step: write down, in one sentence, what you feel and what you need, as if you were going to say it calmly.",
      "One small step: notice one thing the other person does that you appreciate, and consider telling them.",
      "Something small to try: before your next hard conversation, take a short pause and decide on the one thing you want to be heard.",
    ],
    prompt: {
      title: "Connection",
      prompt: "Think of someone important to you. What do you wish they knew about how you feel, and what would you like from them?",
    },
    category: "Relationships",
  },
  family: {
    label: "family",
    patterns: [
      w(
        "family|mum\\b|mums\\b|mom\\b|moms\\b|mother|dad\\b|dads\\b|daddy|father|parent|sister|brother|sibling|my son|my daughter|my kids|children|in-?laws?|grandma|grandpa|grandmother|grandfather|aunt|uncle|step-?(?:mum|mom|mother|dad|father|parent|sister|brother|son|daughter)",
      ),
    ],
    feelings: ["torn", "unheard", "frustrated and worn down"],
    questions: [
      "What would you like to be different in how your family gets along?",
      "What part of this is yours to carry, and what part isn't?",
      "Who in your family do you feel most at ease with, and why?",
    ],
    steps: [
      "A small next step: write down one boundary that would make family time feel a little easier for you.",
      "One small step: plan a short, low-pressure moment with the family member you find easiest to be around.",
      "Something small to try: before the next family conversation, decide what you'll do if it gets tense, such as stepping out for a few minutes.",
    ],
    prompt: {
      title: "Family Ties",
      prompt: "What is one thing about your family that you are grateful for, and one thing you wish could change?",
    },
    category: "Family",
  },
  loneliness: {
    label: "feeling alone",
    patterns: [w("lonely|loneliness|alone|isolated|no friends|no one|nobody|left out|disconnected|by myself|on my own|no one to talk")],
    feelings: ["lonely", "disconnected", "on the outside of things"],
    questions: [
      "When do you feel most alone, and when do you feel a little more connected?",
      "Who is one person you've felt at ease with, even a little, in the past?",
      "What kind of connection are you missing most right now?",
    ],
    steps: [
      "A small next step: send a short message to one person today, even just 'thinking of you'.",
      "One small step: look for one regular group or class nearby, around something you enjoy, and just note when it meets.",
      "Something small to try: spend a little time somewhere with people around, such as a café, a library or a park.",
    ],
    prompt: {
      title: "Reaching Out",
      prompt: "When did you last feel truly connected to someone? What made that moment feel that way?",
    },
    category: "Connection",
  },
  "self-worth": {
    label: "how you see yourself",
    patterns: [
      w(
        "worthless|not good enough|failure|hate myself|stupid|ugly|useless|confidence|self-?esteem|insecure|imposter|impostor|ashamed|shame|loser|compare myself|not enough|disappointment",
      ),
    ],
    feelings: ["not good enough", "small", "discouraged about yourself"],
    questions: [
      "Whose voice does that critical thought sound like?",
      "What would you say to a good friend who told you the same thing about themselves?",
      "What is one thing you've handled well lately, even if it felt small?",
    ],
    steps: [
      "A small next step: write down three things you did today, however ordinary, that took some effort.",
      "One small step: when the harsh thought shows up, try adding 'and I'm still learning' to the end of it.",
      "Something small to try: ask someone who knows you well what they think you're good at.",
    ],
    prompt: {
      title: "Being Kind to Yourself",
      prompt: "Write about something you did recently that you are quietly proud of. What does it say about you?",
    },
    category: "Self-Worth",
  },
  habits: {
    label: "your habits",
    patterns: [
      w(
        "habit|routine|procrastinat|discipline|consisten|exercise|gym|workout|diet|eating|scrolling|screen ?time|my phone|quit\\b|quitting|smoking|drinking|stick to|keep up with|bad habits?|journal(?:ing)?",
      ),
    ],
    feelings: ["frustrated with yourself", "stuck in a loop", "let down by your own plans"],
    questions: [
      "What usually happens just before the habit slips?",
      "What is the smallest version of this habit you could do even on a bad day?",
      "What would make the habit easier to start, rather than more disciplined?",
    ],
    steps: [
      "A small next step: pick a two-minute version of the habit and attach it to something you already do every day.",
      "One small step: make the habit a little easier to start, for example by laying out what you need tonight.",
      "Something small to try: tick a box on a calendar each day you do it, and let missed days go without judgement.",
    ],
    prompt: {
      title: "Small Steps",
      prompt: "Which small habit would make tomorrow a little better? What could make it easier to start?",
    },
    category: "Habits",
  },
  grief: {
    label: "your loss",
    patterns: [
      w(
        "died|death|passed away|grief|griev|funeral|bereave|mourn|lost my (?:mum|mom|mother|dad|father|wife|husband|partner|friend|brother|sister|son|daughter|dog|cat|pet|grandma|grandpa|grandmother|grandfather|baby)|miss (?:him|her|them) so much",
      ),
    ],
    feelings: ["a deep sense of loss", "heartbroken", "a mix of sadness and many other things"],
    questions: ["What do you miss most about them?", "How have you been looking after yourself since the loss?", "Is there a memory of them that you'd like to share?"],
    steps: [
      "A small next step: set aside a few quiet minutes to write them a short note, saying whatever you'd like them to know.",
      "One small step: let one person who knew them, or who knows you well, know that today is hard.",
      "Something small to try: be gentle with your expectations of yourself this week; grief takes energy.",
    ],
    prompt: {
      title: "Remembering",
      prompt: "Write about someone or something you miss. What would you like to remember, and what would you like to say?",
    },
    category: "Comfort",
  },
  motivation: {
    label: "motivation",
    patterns: [
      w("motivat|unmotivated|lazy|stuck|no energy|can'?t be bothered|pointless|purpose|goals?\\b|bored|direction|lost interest|procrastinating|meaningless|going nowhere"),
    ],
    feelings: ["flat", "stuck", "unsure what you're working towards"],
    questions: [
      "What used to give you energy that you haven't done in a while?",
      "If you woke up tomorrow feeling motivated, what's the first thing you'd do?",
      "What matters to you about this goal, underneath the to-do list?",
    ],
    steps: [
      "A small next step: choose one task and work on it for just five minutes, then decide whether to keep going.",
      "One small step: write down why this matters to you in one sentence, and put it where you'll see it tomorrow.",
      "Something small to try: break the next step into something so small it feels almost too easy.",
    ],
    prompt: {
      title: "What Drives You",
      prompt: "What is one goal that matters to you right now, and why does it matter? What is the smallest next step?",
    },
    category: "Motivation",
  },
};

/** Scores every theme against a text; higher scores first. Ties keep THEMES order (more specific first). */
export function scoreThemes(text: string): Array<{ theme: Theme; score: number }> {
  const sample = (text.length > 20_000 ? text.slice(0, 20_000) : text).replace(/[’‘]/g, "'");
  const scores: Array<{ theme: Theme; score: number }> = [];
  for (const theme of THEMES) {
    let score = 0;
    for (const re of THEME_INFO[theme].patterns) {
      re.lastIndex = 0;
      const matches = sample.match(re);
      if (matches) score += matches.length;
    }
    if (score > 0) scores.push({ theme, score });
  }
  return scores.sort((a, b) => b.score - a.score || THEMES.indexOf(a.theme) - THEMES.indexOf(b.theme));
}

export function detectTheme(text: string): Theme | null {
  return scoreThemes(text)[0]?.theme ?? null;
}

/** Themes found across several texts, most frequent first. */
export function themesAcross(texts: readonly string[], limit = 5): Theme[] {
  const total = new Map<Theme, number>();
  for (const t of texts) for (const { theme, score } of scoreThemes(t)) total.set(theme, (total.get(theme) ?? 0) + Math.min(score, 3));
  return [...total.entries()]
    .sort((a, b) => b[1] - a[1] || THEMES.indexOf(a[0]) - THEMES.indexOf(b[0]))
    .slice(0, limit)
    .map(([t]) => t);
}
