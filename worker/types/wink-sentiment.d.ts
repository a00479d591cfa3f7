// wink-sentiment ships no types; only the fields the coach reads.
declare module "wink-sentiment" {
  interface WinkToken {
    value: string;
    tag: string;
    score?: number;
    negation?: boolean;
  }
  interface WinkResult {
    score: number;
    normalizedScore: number;
    tokenizedPhrase: WinkToken[];
  }
  function sentiment(phrase: string): WinkResult;
  export default sentiment;
}
