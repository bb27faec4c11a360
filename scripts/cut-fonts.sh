#!/bin/sh
# Cuts the web fonts (variable weight, from @fontsource-variable) down to what Dar's pages draw,
# keeping every OpenType feature (shaping) and every name (the OFL licence), into web/src/fonts/.
# The weight axis is cut to 400-700, the weights the styles use (Tailwind's normal, medium,
# semibold and bold): Noto's 100-399 and 701-900 masters were 45% of its bytes, Inter's 29%.
# Outlines at 400-700 stay within 0.5 font units of the full fonts'.
#   noto-sans-arabic-dar.woff2    the letters of Arabic and Sorani (and Persian), harakat, hamza
#                                 marks, both kinds of Arabic digits, Arabic punctuation, joiners
#                                 and direction marks: 21 KB of the package's 166 KB Arabic file
#   noto-sans-arabic-signs.woff2  space, ASCII digits (prices), punctuation, guillemets, dashes and
#                                 quotes: 6 KB, on every Arabic page
#   noto-sans-arabic-latin-letters.woff2  A-Z and a-z: 6 KB, fetched only by a page that shows
#                                 Latin letters (the browser downloads a face only for the
#                                 characters of its unicode-range that a page draws)
#   inter-latin.woff2             Inter's Latin file, whole: 34 KB of 48 KB, for English pages
# styles.css declares them after the packages' faces, with these same ranges (keep the lists in
# step), so they win for them; anything else (a rarer letter in a listing) still comes from the
# packages' files. Needs fontTools with brotli (Debian: apt-get install python3-fonttools
# python3-brotli). Run again after updating the font package.
set -eu
cd "$(dirname "$0")/.."
NOTO=node_modules/@fontsource-variable/noto-sans-arabic/files
INTER=node_modules/@fontsource-variable/inter/files
ARABIC='U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670,U+067E,U+0686,U+0695,U+0698,U+06A4,U+06A9,U+06AF,U+06B5,U+06BE,U+06C0,U+06C6,U+06CC,U+06CE,U+06D5,U+06F0-06F9,U+200C-200F'
SIGNS='U+0020-0040,U+005B-0060,U+007B-007E,U+00A0,U+00AB,U+00BB,U+00D7,U+2013-2014,U+2018-201D,U+2026'
LETTERS='U+0041-005A,U+0061-007A'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cut_font() {
  python3 -m fontTools.varLib.instancer "$1" wght=400:700 --quiet --output="$WORK/$3.ttf"
  python3 -m fontTools.subset "$WORK/$3.ttf" --unicodes="$2" --layout-features='*' --name-IDs='*' \
    --flavor=woff2 --output-file="web/src/fonts/$3"
}
cut_font "$NOTO/noto-sans-arabic-arabic-wght-normal.woff2" "$ARABIC" noto-sans-arabic-dar.woff2
cut_font "$NOTO/noto-sans-arabic-latin-wght-normal.woff2" "$SIGNS" noto-sans-arabic-signs.woff2
cut_font "$NOTO/noto-sans-arabic-latin-wght-normal.woff2" "$LETTERS" noto-sans-arabic-latin-letters.woff2
cut_font "$INTER/inter-latin-wght-normal.woff2" '*' inter-latin.woff2
ls -l web/src/fonts
