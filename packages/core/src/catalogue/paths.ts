/** Param patterns the catalogue documents; `i`, `j`, `k` stand for indexes. @internal */
export const M = 'messages[i]';
export const CM = `${M}.contentMessage`;
export const CARD = `${CM}.richCard.(standaloneCard.cardContent | carouselCard.cardContents[j])`;
export const MEDIA = `(${CM}.contentInfo | ${CARD}.media.contentInfo)`;
export const SUGGESTION = `(${CM}.suggestions[k] | ${CARD}.suggestions[k])`;
