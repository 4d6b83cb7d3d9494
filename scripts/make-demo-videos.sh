#!/usr/bin/env bash
# Makes the short videos the demo plays (apps/server/videos/*.mp4): a few seconds of titled slides
# each, in the product's colours. The files are committed, so neither the app nor its build needs
# ffmpeg; run this again only to change them. Needs ffmpeg (with libx264) and the DejaVu fonts:
#   apt-get install -y ffmpeg fonts-dejavu-core && bash scripts/make-demo-videos.sh
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/apps/server/videos"
bold="$(fc-match -f '%{file}' 'DejaVu Sans:bold')"
regular="$(fc-match -f '%{file}' 'DejaVu Sans')"
mkdir -p "$out"

# Text for drawtext: its own special characters escaped.
escape() { printf '%s' "$1" | sed -e "s/\\\\/\\\\\\\\/g" -e "s/'/\\\\\\\\\\\\'/g" -e 's/:/\\:/g' -e 's/%/\\%/g'; }

# make NAME KICKER TITLE LINE: a title slide (the kicker above the title), then a slide with one
# line of what the video covers, then the piiq card. H.264 in MP4 plays in every browser; 480x270,
# ten frames a second and still-image tuning keep each file to a few kB.
make() {
  local name="$1" kicker title line
  kicker="$(escape "$2")"
  title="$(escape "$3")"
  line="$(escape "$4")"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0xF7F3F0:s=480x270:d=3:r=10" \
    -f lavfi -i "color=c=0xFFFFFF:s=480x270:d=3:r=10" \
    -f lavfi -i "color=c=0x1D1B1F:s=480x270:d=2:r=10" \
    -filter_complex "\
[0]drawtext=fontfile=${bold}:text='${kicker}':fontcolor=0xB5676F:fontsize=18:x=(w-tw)/2:y=96,\
drawtext=fontfile=${bold}:text='${title}':fontcolor=0x1D1B1F:fontsize=26:x=(w-tw)/2:y=128[a];\
[1]drawtext=fontfile=${regular}:text='${line}':fontcolor=0x1D1B1F:fontsize=18:x=(w-tw)/2:y=(h-th)/2[b];\
[2]drawtext=fontfile=${bold}:text='piiq':fontcolor=0xFFFFFF:fontsize=44:x=(w-tw)/2:y=(h-th)/2[c];\
[a][b][c]concat=n=3:v=1[v]" \
    -map '[v]' -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 30 -tune stillimage \
    -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -an "$out/$name.mp4"
}

# Help and resources, and the setup wizard's welcome.
make welcome 'Help and resources' 'Welcome to piiq' 'The mirror, the admin area and the portal'
make mirror-consultation 'Help and resources' 'Running a mirror consultation' 'Sign in, analyse, capture, talk it through'
make recommending-and-rebooking 'Help and resources' 'Recommending and rebooking' 'From the scores to the products and the next visit'
make liked-looks 'Social video' 'Liked looks to the chair' 'Tap the heart, find it on your phone'

# IBB: one per module, shared by its lessons.
make ibb-module-1 'IBB Module 1' 'Intro & Quick Start Guide' 'Set up, first session, the dashboard'
make ibb-module-2 'IBB Module 2' 'Fundamentals' 'Analysis, treatments, retail, rebooking, the team'
make ibb-module-3 'IBB Module 3' 'Advanced' 'Routines, records, reminders, pricing, coaching'
make ibb-module-4 'IBB Module 4' 'Hot Tips and Extras' 'Social posts, booking links, promotions'
make ibb-module-5 'IBB Module 5' 'Bonus - Hot tips & extras' 'Events, local partners, momentum'

# The academy.
make consultation-basics 'piiq academy' 'Consultation basics' 'Questions to ask before you start'
make balayage-on-the-mirror 'piiq academy' 'Balayage on the mirror' 'Planning placement with the client'
make scalp-care-conversations 'piiq academy' 'Scalp care conversations' 'Talking about the scalp scores'
make styling-for-curls 'piiq academy' 'Styling for curls' 'Definition without the frizz'
make retail-display-ideas 'piiq academy' 'Retail display ideas' 'A shelf that sells by itself'
make photographing-your-work 'piiq academy' 'Photographing your work' 'Light, angles and the 360 images'

du -ch "$out"/*.mp4 | tail -1
