/** User agents of phones and tablets: the dark theme is theirs when the tab has none saved (rule SHL-7). */
export const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|webOS|BlackBerry|IEMobile|Opera Mini/i;
