// apca-w3 exports fontLookupAPCA, which its DefinitelyTyped declarations leave out.
export {};
declare module 'apca-w3' {
  /** [Lc as text, then the minimum font size in px for weights 100…900]; 999 too low, 777 non-text only. */
  export function fontLookupAPCA(contrast: number, places?: number): (string | number)[];
}
