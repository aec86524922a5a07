"""The website's HTML, as Jinja2 templates with autoescape on: every value a page shows
(names, tournament names, reasons) is escaped by the template engine itself, so no page
can forget to; only the board and chart pictures (built by ``board_svg`` and ``chart``,
which escape the names they hold) and the fixed style and script are marked safe.

    html = render("leaderboard.html", title="Leaderboard", rows=rows)
"""

from __future__ import annotations

from typing import Any

from jinja2 import DictLoader, Environment, StrictUndefined, select_autoescape
from markupsafe import Markup

from .style import CSS, SCRIPT

BASE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>{{ title }} · {{ site }}</title><style>{{ css }}</style></head>
<body data-live="{{ live }}">
<header><a class="brand" href="/">Wari</a><nav><a href="/">Tournaments</a>
<a href="/games">Games</a><a href="/leaderboard">Leaderboard</a></nav>
<span class="note">{{ site }}</span></header>
<main>{% block main %}{% endblock %}</main>
<footer>Follow here; play in the Wari program or with a bot.</footer>
<script>{{ script }}</script></body></html>
"""

INDEX = """{% extends "base.html" %}{% block main %}
<h1>Tournaments</h1>
{% for heading, rows in groups %}<section class="card"><h2>{{ heading }}</h2>
{% if rows %}<ul class="plain">{% for t in rows %}<li>
<a class="title" href="/tournament/{{ t.id }}">{{ t.name }}</a><br>
<span class="note">{{ t.format }} · {{ t.clock }} · {{ t.starts }}{% if t.stage == "paused" %}
· paused{% endif %}</span></li>{% endfor %}</ul>
{% else %}<p class="note">None.</p>{% endif %}</section>
{% endfor %}
<p><a class="button" href="/games">Games in progress</a>
<a class="button" href="/leaderboard">Leaderboard</a></p>
{% endblock %}"""

GAMES = """{% extends "base.html" %}{% block main %}
<h1>Games</h1>
<section class="card"><h2>In progress</h2>{% if playing %}<ul class="plain">
{% for g in playing %}<li><a href="/game/{{ g.id }}">{{ g.south }} – {{ g.north }}</a>
<span class="note">· {{ g.moves }} moves{% if g.clock %} · {{ g.clock }}{% endif %}</span>
</li>{% endfor %}</ul>{% else %}<p class="note">No game is being played now.</p>{% endif %}
</section>
<p class="note">Ended games are on their players' pages.</p>
{% endblock %}"""

LEADERBOARD = """{% extends "base.html" %}{% block main %}
<h1>Leaderboard</h1>
<p class="note">Players with at least {{ min_games }} rated games and a settled rating.</p>
<section class="card">{% if rows %}<div class="scroll"><table>
<tr><th class="num">#</th><th>Player</th><th class="num">Rating</th><th class="num">Games</th>
</tr>{% for r in rows %}<tr><td class="num">{{ r.rank }}</td>
<td><a href="/player/{{ r.name }}">{{ r.name }}</a></td>
<td class="num score">{{ r.rating }} <span class="note">±{{ r.deviation }}</span></td>
<td class="num">{{ r.games }}</td></tr>{% endfor %}</table></div>
{% else %}<p class="note">Nobody has played enough rated games yet.</p>{% endif %}</section>
{% endblock %}"""

PLAYER = """{% extends "base.html" %}{% block main %}
<h1>{{ p.name }}{% if p.kind != "player" %} <span class="note">({{ p.kind }})</span>{% endif %}
</h1>
<div class="two"><section class="card"><h2>Rating</h2>
{% if p.rating %}<p><span class="score">{{ p.rating.rating }}</span>
<span class="note">±{{ p.rating.deviation }}{% if p.rating.provisional %}, provisional{% endif %}
</span></p>{% else %}<p class="note">Guests are not rated.</p>{% endif %}
{% if chart %}{{ chart }}{% endif %}</section>
<section class="card"><h2>Record</h2><p><span class="score">{{ p.record.won }}</span> won ·
<span class="score">{{ p.record.drawn }}</span> drawn ·
<span class="score">{{ p.record.lost }}</span> lost</p>
<h2>Tournaments</h2>{% if tournaments %}<ul class="plain">{% for t in tournaments %}
<li><a href="/tournament/{{ t.id }}">{{ t.name }}</a> <span class="note">· {{ t.stage }}</span>
</li>{% endfor %}</ul>{% else %}<p class="note">None yet.</p>{% endif %}</section></div>
<section class="card"><h2>Recent games</h2>{% if games %}<div class="scroll"><table>
<tr><th>Game</th><th>Result</th><th class="wide">How</th><th class="wide">Clock</th>
<th class="wide">Ended</th></tr>
{% for g in games %}<tr><td><a href="/game/{{ g.id }}">{{ g.south }} – {{ g.north }}</a></td>
<td>{{ g.result }}</td><td class="wide">{{ g.reason }}</td><td class="wide">{{ g.clock }}</td>
<td class="wide">{{ g.ended }}</td></tr>
{% endfor %}</table></div>{% else %}<p class="note">No game ended yet.</p>{% endif %}</section>
{% endblock %}"""

GAME = """{% extends "base.html" %}{% block main %}
<h1><a href="/player/{{ g.south }}">{{ g.south }}</a> – <a href="/player/{{ g.north }}">
{{ g.north }}</a>{% if g.live %} <span class="live">LIVE</span>{% endif %}</h1>
<p class="note">{{ g.terms }} · <span id="status">{{ g.status }}</span></p>
{% if clocks %}<p class="clocks">{% for name, face, ms, running in clocks %}
<span class="clock{% if running %} running{% endif %}">{{ name }}
<b data-ms="{{ ms }}"{% if running %} data-running="yes"{% endif %}>{{ face }}</b></span>
{% endfor %}</p>{% endif %}
<div class="cols"><div>{{ board }}
<nav class="steps" aria-label="Moves">{% for label, target, rel in steps %}
{% if target is none %}<span>{{ label }}</span>{% else %}<a href="?ply={{ target }}"
{% if rel %} rel="{{ rel }}"{% endif %}>{{ label }}</a>{% endif %}{% endfor %}</nav>
<p class="note" style="text-align:center">{{ where }}</p></div>
<section class="card"><h2>Moves</h2>{% if rows %}<div class="scroll"><table class="moves">
<tr><th class="num">#</th><th>South</th><th>North</th></tr>
{% for r in rows %}<tr><td class="num">{{ r.number }}</td>{% for m in r.cells %}<td>
{% if m %}<a href="?ply={{ m.ply }}"{% if m.ply == ply %} class="now"{% endif %}>{{ m.text }}</a>
{% endif %}</td>{% endfor %}</tr>{% endfor %}</table></div>
{% else %}<p class="note">No move yet.</p>{% endif %}
<p><a class="button" href="/game/{{ g.id }}.ogn" download>Download OGN</a></p></section></div>
{% endblock %}"""

TOURNAMENT = """{% extends "base.html" %}{% block main %}
<h1>{{ t.name }}</h1>
<p class="note">{{ t.format }} · {{ t.clock }} · {{ t.rated }} · {{ t.stage }}
{% if t.round %} · round {{ t.round }}{% endif %} · organised by {{ t.organiser }}</p>
<section class="card"><h2>Standings</h2>{% if standings %}<div class="scroll"><table>
<tr><th class="num">#</th><th>Player</th><th class="num">Score</th>
{% for name in tie_breaks %}<th class="num">{{ name }}</th>{% endfor %}
<th class="num">Seeds</th></tr>{% for s in standings %}<tr><td class="num">{{ s.rank }}</td>
<td><a href="/player/{{ s.player }}">{{ s.player }}</a>{% if s.withdrawn %}
<span class="note">(withdrawn)</span>{% endif %}</td><td class="num score">{{ s.score }}</td>
{% for value in s.tie_breaks %}<td class="num">{{ value }}</td>{% endfor %}
<td class="num">{{ s.seeds }}</td></tr>{% endfor %}</table></div>
<p><a href="/tournament/{{ t.id }}.csv" download>Standings as CSV</a> ·
<a href="/tournament/{{ t.id }}.ogn" download>All games (OGN)</a>{% if t.format != "arena" %} ·
<a href="/tournament/{{ t.id }}.trf" download>FIDE report (TRF)</a>{% endif %}</p>
{% else %}<p class="note">Nobody has entered yet.</p>{% endif %}</section>
<section class="card"><h2>{% if pairings_round %}Round {{ pairings_round }}{% else %}Pairings
{% endif %}</h2>{% if pairings %}<div class="scroll"><table>
<tr><th class="num">Board</th><th>South</th><th>Result</th><th>North</th><th>Game</th></tr>
{% for b in pairings %}<tr><td class="num">{{ b.board }}</td>
<td><a href="/player/{{ b.south }}">{{ b.south }}</a></td><td>{{ b.result }}</td>
<td>{% if b.north %}<a href="/player/{{ b.north }}">{{ b.north }}</a>{% endif %}</td>
<td>{% if b.game %}
<a href="/game/{{ b.game }}">{{ b.watch }}</a>{% endif %}</td></tr>{% endfor %}</table></div>
{% else %}<p class="note">Not paired yet.</p>{% endif %}</section>
<section class="card"><h2>Crosstable</h2>{% if cross.rows %}<div class="scroll"><table>
<tr><th class="num">#</th><th>Player</th>{% for h in cross.heads %}<th class="num">{{ h }}</th>
{% endfor %}<th class="num">Score</th></tr>{% for r in cross.rows %}<tr>
<td class="num">{{ r.rank }}</td><td><a href="/player/{{ r.player }}">{{ r.player }}</a>
</td>{% for c in r.cells %}
<td class="num">{{ c }}</td>{% endfor %}<td class="num score">{{ r.score }}</td></tr>
{% endfor %}</table></div>{% else %}<p class="note">No game played yet.</p>{% endif %}
</section>{% endblock %}"""

NOT_FOUND = """{% extends "base.html" %}{% block main %}
<h1>{{ title }}</h1><p>{{ message }}</p><p><a href="/">Back to the tournaments</a></p>
{% endblock %}"""

ENVIRONMENT = Environment(
    loader=DictLoader({"base.html": BASE, "index.html": INDEX, "games.html": GAMES,
                       "leaderboard.html": LEADERBOARD, "player.html": PLAYER,
                       "game.html": GAME, "tournament.html": TOURNAMENT,
                       "message.html": NOT_FOUND}),
    autoescape=select_autoescape(default=True, default_for_string=True),
    undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def render(template: str, site: str, live: str = "", **values: Any) -> str:
    """The page ``template`` with ``values`` (escaped), under the site's name ``site``;
    ``live`` is the page's live query (``game=ID``), empty for a page that does not
    change by itself."""
    return ENVIRONMENT.get_template(template).render(
        site=site, live=live, css=Markup(CSS), script=Markup(SCRIPT), **values)
