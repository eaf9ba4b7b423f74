// natural's index loads dotenv (and the project's .env) as a side effect; these parts are imported directly.
declare module 'natural/lib/natural/distance/jaro-winkler_distance.js' {
  const JaroWinklerDistance: (s1: string, s2: string, options?: { ignoreCase?: boolean }) => number;
  export default JaroWinklerDistance;
}
declare module 'natural/lib/natural/stemmers/porter_stemmer.js' {
  const PorterStemmer: { stem(token: string): string };
  export default PorterStemmer;
}
declare module 'natural/lib/natural/util/stopwords.js' {
  export const words: string[];
}
