"""The website's look and its one script, both fixed texts served inline with every page
(no file from anywhere else: a club's network without the internet works).

The look is the program's: the dark green table, ivory text, serif headings, gold
accents. The script does three small things and the pages work without it: it counts down the
running clock of a game being played (``data-running``); it follows the page's live
WebSocket (``/live?`` and the page's ``data-live``) and, when told that
something changed, fetches the same address again and swaps the page's ``<main>``; and the
arrow keys step through a game's moves (the links ``rel=prev`` and ``rel=next``).
``SCRIPT_HASH`` lets the Content-Security-Policy allow this script and no other.
"""

from __future__ import annotations

import base64
import hashlib

TABLE, TABLE_LIT, PANEL, FIELD = "#13211c", "#2f4a3f", "#172a23", "#1d342b"
LINE, CARD_EDGE, IVORY, IVORY_LIGHT = "#2a3f36", "#2d4a3e", "#e6dcc6", "#f2e6cc"
GOLD, GOLD_LIGHT, AMBER, SCORE, MUTED = "#c8a45c", "#e2c48a", "#e8b95a", "#ffd98a", "#a9b8a8"
BROWN, SAND = "#8a5a22", "#cdbf9f"

CSS = f"""
*{{box-sizing:border-box}}
html{{background:{TABLE};color:{IVORY};-webkit-text-size-adjust:100%}}
body{{margin:0;min-height:100vh;font:16px/1.45 'Segoe UI','Helvetica Neue',Cantarell,
'DejaVu Sans',sans-serif;background:radial-gradient(ellipse at 50% 30%,{TABLE_LIT},
{TABLE} 70%) fixed}}
a{{color:{GOLD_LIGHT};text-decoration:none}}a:hover,a:focus{{text-decoration:underline}}
a:focus-visible{{outline:2px solid {GOLD};outline-offset:2px}}
header{{display:flex;flex-wrap:wrap;align-items:baseline;gap:.4em 1.2em;padding:.7em 1em;
background:{PANEL};border-bottom:1px solid {LINE}}}
header .brand{{font:700 1.35em Georgia,'DejaVu Serif',serif;color:{IVORY_LIGHT}}}
header nav{{display:flex;flex-wrap:wrap;gap:.2em 1em}}
main{{max-width:1180px;margin:0 auto;padding:1em .7em}}
h1,h2{{font-family:Georgia,'Palatino Linotype','DejaVu Serif',serif;color:{IVORY_LIGHT};
font-weight:600;margin:.3em 0 .5em}}
h1{{font-size:1.7em;overflow-wrap:anywhere}}h2{{font-size:1.25em;color:{GOLD_LIGHT}}}
.note{{color:{MUTED}}}.score{{color:{SCORE};font-weight:700}}
section.card{{background:{FIELD}cc;border:1px solid {CARD_EDGE};border-radius:10px;
padding:.8em 1em;margin:0 0 1em}}
.scroll{{overflow-x:auto;max-width:100%}}
table{{border-collapse:collapse;width:100%}}
th,td{{padding:.35em .55em;text-align:left;border-bottom:1px solid {LINE};
white-space:nowrap}}
th{{color:{SAND};font-weight:600;font-size:.9em}}
td.num,th.num{{text-align:right;font-variant-numeric:tabular-nums}}
tr.me td{{background:{BROWN}55}}
.cols{{display:grid;gap:1em;align-items:start}}
@media (min-width:900px){{.cols{{grid-template-columns:minmax(0,1fr) 320px}}
.two{{display:grid;grid-template-columns:1fr 1fr;gap:1em}}}}
svg.board{{display:block;width:100%;height:auto;max-width:960px;margin:0 auto}}
svg.chart{{display:block;width:100%;height:auto}}
.steps{{display:flex;justify-content:center;gap:.5em;margin:.4em 0 .8em}}
.steps a,.steps span,.button{{display:inline-block;min-width:2.6em;padding:.35em .7em;
text-align:center;border:1px solid {CARD_EDGE};border-radius:6px;background:{FIELD};
color:{IVORY_LIGHT}}}
.steps span{{color:#6f7f77}}
.moves td a{{display:inline-block;padding:0 .35em;border-radius:4px;color:{IVORY}}}
.moves td a.now{{background:{BROWN};color:#fff4dc}}
.clocks{{display:flex;flex-wrap:wrap;gap:.5em 1.5em;margin:-.2em 0 .6em}}
.clock{{color:{MUTED}}}.clock b{{margin-left:.4em;padding:.1em .5em;border-radius:6px;
background:{FIELD};color:{IVORY_LIGHT};font-variant-numeric:tabular-nums}}
.clock.running b{{background:{BROWN};color:#fff4dc}}
.live{{display:inline-block;padding:0 .5em;border-radius:9px;background:#5f9a64;
color:#0d1a10;font-size:.8em;font-weight:700;vertical-align:middle}}
ul.plain{{list-style:none;padding:0;margin:0}}a.title{{font-size:1.1em}}
ul.plain li{{padding:.3em 0;
border-bottom:1px solid {LINE};overflow-wrap:anywhere}}
@media (max-width:599px){{.wide{{display:none}}}}
footer{{text-align:center;color:{MUTED};font-size:.85em;padding:1.5em 1em}}
"""

SCRIPT = """(function(){
var d=document,b=d.body,q=b.getAttribute("data-live");
d.addEventListener("keydown",function(e){
 var r=e.key==="ArrowLeft"?"prev":e.key==="ArrowRight"?"next":null;
 var a=r&&d.querySelector('a[rel="'+r+'"]');if(a){location.href=a.href;}});
setInterval(function(){var c=d.querySelector("[data-running]");if(!c)return;
 var ms=Math.max(0,Number(c.getAttribute("data-ms"))-1000),s=Math.floor(ms/1000),
 h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;c.setAttribute("data-ms",String(ms));
 c.textContent=(h?h+":"+(m<10?"0":""):"")+m+":"+(x<10?"0":"")+x;},1000);
if(!q||!window.WebSocket||!window.fetch||!window.DOMParser)return;
var tries=0;
function swap(){fetch(location.href,{cache:"no-store"}).then(function(r){return r.text();})
 .then(function(t){var n=new DOMParser().parseFromString(t,"text/html").querySelector("main"),
 o=d.querySelector("main");if(n&&o){o.replaceWith(n);b.setAttribute("data-updates",
 String(Number(b.getAttribute("data-updates")||0)+1));}});}
function open(){var s=new WebSocket((location.protocol==="https:"?"wss://":"ws://")+
 location.host+"/live?"+q);
 s.onopen=function(){tries=0;b.setAttribute("data-connected","yes");};
 s.onmessage=swap;
 s.onclose=function(){b.setAttribute("data-connected","no");
  if(tries++<30){setTimeout(open,2000);}};}
open();})();"""

SCRIPT_HASH = "sha256-" + base64.b64encode(hashlib.sha256(SCRIPT.encode()).digest()).decode()

#: What a page may load and run: its own inline style, this script, images of its own
#: (the board is inline SVG) and WebSockets to the same host.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; style-src 'unsafe-inline'; "
    f"script-src '{SCRIPT_HASH}'; connect-src 'self'; img-src 'self' data:; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
