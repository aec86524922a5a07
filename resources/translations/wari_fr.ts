<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnalysisController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_control.py" line="+80"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position</source>
        <translation>Montre ce que le moteur pense de la position</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+137"/>
        <source>Analysing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position set up</source>
        <translation>Montrer ce que le moteur pense de la position préparée</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Nothing to analyse. {why}</source>
        <translation>Rien à analyser. {why}</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_dock.py" line="+140"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>BEST LINE</source>
        <translation>MEILLEURE LIGNE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best line</source>
        <translation>Meilleure ligne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EACH MOVE</source>
        <translation>CHAQUE COUP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point at a move to see the board after it.</source>
        <translation>Pointez un coup pour voir le plateau après lui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is marked as assisted: the analysis was on while you played the computer.</source>
        <translation>Cette partie est marquée comme assistée : l&apos;analyse était active pendant que vous jouiez contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position in the board editor</source>
        <translation>La position en cours de préparation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>EVALUATION</source>
        <translation>ÉVALUATION</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Analysis starts…</source>
        <translation>L&apos;analyse commence…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About even. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>À peu près égal. Le moteur prévoit que les graines finiront {south}–{north} (Sud–Nord).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is ahead by about {margin} seeds. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>{player} mène d&apos;environ {margin} graines. Le moteur prévoit que les graines finiront {south}–{north} (Sud–Nord).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Depth {depth} · {nodes} positions</source>
        <translation>Profondeur {depth} · {nodes} positions</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game is over: {south}–{north} (South–North).</source>
        <translation>La partie est terminée : {south}–{north} (Sud–Nord).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../wari_desktop/gui/window/announcer.py" line="+28"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 sows %2, %n seed(s)</source>
        <extracomment>What was announced, oldest first (the last 50).</extracomment>
        <translation>
            <numerusform>%1 sème %2, %n graine</numerusform>
            <numerusform>%1 sème %2, %n graines</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, a grand slam: it captures nothing</source>
        <translation>, un grand chelem : il ne prend rien</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, captures %n from %1</source>
        <translation>
            <numerusform>, prend %n en %1</numerusform>
            <numerusform>, prend %n en %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClaimCountdown</name>
    <message>
        <location filename="../../wari_desktop/gui/online/claim_countdown.py" line="+92"/>
        <source>Asking the server how long you have before {name} may claim the game…</source>
        <extracomment>Seconds to wait for the server&apos;s answer at most.</extracomment>
        <translation>Demande au serveur combien de temps vous avez avant que {name} puisse réclamer la partie…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How long you have before {name} may claim the game is not known (the server did not say): sign in as soon as you can.</source>
        <translation>On ne sait pas combien de temps vous avez avant que {name} puisse réclamer la partie (le serveur ne l&apos;a pas dit) : connectez-vous au plus vite.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} may claim the game now: sign in to see whether it goes on.</source>
        <translation>{name} peut maintenant réclamer la partie : connectez-vous pour voir si elle continue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have {time} to sign in before {name} may claim the game.</source>
        <translation>Vous avez {time} pour vous connecter avant que {name} puisse réclamer la partie.</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/clock_choice.py" line="+28"/>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{time} each</source>
        <translation>{time} chacun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{time} + {increment} a move</source>
        <translation>{time} + {increment} par coup</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A clock for each player: the time for the whole game, and with &quot;+&quot; the seconds added after each move. A player whose time runs out loses the game.</source>
        <translation>Une pendule pour chaque joueur&#xa0;: le temps pour toute la partie et, avec «&#xa0;+&#xa0;», les secondes ajoutées après chaque coup. Le joueur qui n&apos;a plus de temps perd la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
</context>
<context>
    <name>ClockDisplay</name>
    <message>
        <location filename="../../wari_desktop/gui/window/clock_display.py" line="+76"/>
        <source>{side}&apos;s clock: the time left</source>
        <extracomment>How often the clocks are shown again, in milliseconds. A clock runs low under this many seconds, or under a quarter of the game&apos;s time.</extracomment>
        <translation>Pendule de {side}&#xa0;: le temps restant</translation>
    </message>
</context>
<context>
    <name>ComeBack</name>
    <message>
        <location filename="../../wari_desktop/gui/online/comeback.py" line="+118"/>
        <source>this network</source>
        <extracomment>Words of the network&apos;s own errors, said in plain words for a game on this network. Asks the player whether to go back, and tells what failed (tests replace them).</extracomment>
        <translation>ce réseau</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+157"/>
        <source>Your Online Game</source>
        <translation>Votre partie en ligne</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Your game against {name} ({where}) was in progress when Wari closed. Go back to it? If you don&apos;t, {name} may claim it once your time to come back is over.</source>
        <translation>Votre partie contre {name} ({where}) était en cours quand Wari s&apos;est fermé. Y retourner ? Sinon, {name} pourra la réclamer une fois écoulé votre temps pour revenir.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>signed in as {name}, not as {player}</source>
        <translation>connecté en tant que {name}, et non {player}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the server did not send the game</source>
        <translation>le serveur n&apos;a pas envoyé la partie</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the sign-in kept for it is no longer taken</source>
        <translation>la connexion gardée pour elle n&apos;est plus acceptée</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your online game could not be resumed: {why}</source>
        <translation>Votre partie en ligne n&apos;a pas pu reprendre : {why}</translation>
    </message>
</context>
<context>
    <name>ConnectErrors</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connect_errors.py" line="+65"/>
        <source>The name {host} is not known on this network: check the address.</source>
        <extracomment>``errno`` values that mean &quot;no way to that address from here&quot;. ``errno`` values that mean &quot;the connection was cut while opening&quot;. Names of the WebSocket library&apos;s handshake errors (matched by name: this room does not import the network library).</extracomment>
        <translation>Le nom {host} est inconnu sur ce réseau : vérifiez l&apos;adresse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing answers at {host} port {port}: is the server running, and is the address right? A firewall may be in the way.</source>
        <translation>Rien ne répond sur {host} port {port} : le serveur est-il lancé, et l&apos;adresse est-elle juste ? Un pare-feu peut être en cause.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{host} cannot be reached from this computer: is the address right, and is this computer on the same network? A firewall may be in the way.</source>
        <translation>{host} est injoignable depuis cet ordinateur : l&apos;adresse est-elle juste, et cet ordinateur est-il sur le même réseau ? Un pare-feu peut être en cause.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The secure connection to {host} could not be made: its certificate was refused.</source>
        <translation>La connexion sécurisée à {host} n&apos;a pas pu être établie : son certificat a été refusé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} port {port} did not answer in time: the computer may be off or busy, or a firewall may be in the way.</source>
        <translation>{host} port {port} n&apos;a pas répondu à temps : l&apos;ordinateur est peut-être éteint ou occupé, ou un pare-feu est en cause.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to {host} was cut while it opened: try again.</source>
        <translation>La connexion à {host} a été coupée pendant son ouverture : réessayez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something answers at {host} port {port}, but it is not a Wari server: is the address right?</source>
        <translation>Quelque chose répond sur {host} port {port}, mais ce n&apos;est pas un serveur Wari : l&apos;adresse est-elle juste ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a server&apos;s address: write it as host:port, for example 192.168.1.20:7531.</source>
        <translation>Ce n&apos;est pas l&apos;adresse d&apos;un serveur : écrivez-la sous la forme hôte:port, par exemple 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not connect: {why}</source>
        <translation>Connexion impossible : {why}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The other side runs another version of Wari ({why}): the same version is needed on both sides.</source>
        <translation>L&apos;autre côté utilise une autre version de Wari ({why}) : il faut la même version des deux côtés.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+69"/>
        <source>Board to set up</source>
        <extracomment>The most seeds one pit may hold in the editor (all of them). The keys that add seeds to the ringed pit, and how many. Digits typed within this many seconds make one number (&quot;1&quot;, &quot;2&quot;: 12 seeds).</extracomment>
        <translation>Plateau à préparer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move between the houses and the stores; + and - add or take away a seed, Page Up and Page Down five; type a number to set the count, Delete to empty the pit.</source>
        <translation>Les flèches passent d&apos;une case ou d&apos;un grenier à l&apos;autre&#xa0;; + et - ajoutent ou retirent une graine, Page haut et Page bas cinq&#xa0;; tapez un nombre pour fixer le compte, Suppr pour vider le trou.</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>to move</source>
        <translation>à jouer</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_graph.py" line="+38"/>
        <source>Click to see the position</source>
        <extracomment>The colour and dot radius (pixels) of each judgement.</extracomment>
        <translation>Cliquez pour voir la position</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>South ahead</source>
        <translation>Sud en tête</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Nord en tête</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/platform/file_dialogs.py" line="+42"/>
        <source>Files</source>
        <extracomment>The size Qt&apos;s own file dialog opens at (less on a smaller screen). The width of its list of places (&quot;Computer&quot;, the home folder), beside the files.</extracomment>
        <translation>Fichiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look in</source>
        <translation>Regarder dans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder shown, and the folders above it</source>
        <translation>Le dossier affiché et les dossiers qui le contiennent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder</source>
        <translation>Les dossiers et les fichiers de partie de ce dossier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder, with their size, type and date</source>
        <translation>Les dossiers et les fichiers de partie de ce dossier, avec leur taille, leur type et leur date</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places</source>
        <translation>Emplacements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and bookmarks</source>
        <translation>Emplacements et signets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name to save the game under</source>
        <translation>Le nom sous lequel enregistrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the game file to open</source>
        <translation>Le nom du fichier de partie à ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type</source>
        <translation>Fichiers de type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which files the list shows</source>
        <translation>Les fichiers que la liste affiche</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open the chosen game file</source>
        <translation>Ouvrir le fichier de partie choisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game in the chosen file</source>
        <translation>Enregistrer la partie dans le fichier choisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this dialog without opening or saving (Esc)</source>
        <translation>Fermer cette fenêtre sans ouvrir ni enregistrer (Échap)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Look in:</source>
        <translation>Regarder dans&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type:</source>
        <translation>Fichiers de type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>GameBoardView</name>
    <message>
        <location filename="../../wari_desktop/gui/board/board_view.py" line="+123"/>
        <source>Wari board</source>
        <extracomment>How much each speed stretches the normal timing (None: no animation). What the board shows now; every number on screen follows it.</extracomment>
        <translation>Plateau de Wari</translation>
    </message>
    <message numerus="yes">
        <location line="+132"/>
        <source>%1: %n seed(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n graine</numerusform>
            <numerusform>%1&#xa0;: %n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>South&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Grenier de Sud&#xa0;: %n graine</numerusform>
            <numerusform>Grenier de Sud&#xa0;: %n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>North&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Grenier de Nord&#xa0;: %n graine</numerusform>
            <numerusform>Grenier de Nord&#xa0;: %n graines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/host_dialog.py" line="+127"/>
        <source>Host a Game</source>
        <translation>Héberger une partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the other player</source>
        <translation>En attente de l&apos;autre joueur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the other computer: New Game, “A person on another computer”, “Join a game on this network”; then choose this game in the list, or type this address and code.</source>
        <translation>Sur l&apos;autre ordinateur&#xa0;: Nouvelle partie, «&#xa0;Une personne sur un autre ordinateur&#xa0;», «&#xa0;Rejoindre une partie sur ce réseau&#xa0;»&#xa0;; puis choisissez cette partie dans la liste, ou tapez cette adresse et ce code.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting the game…</source>
        <translation>Démarrage de la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State of the hosted game</source>
        <translation>État de la partie hébergée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrong codes typed</source>
        <translation>Codes erronés tapés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code:</source>
        <translation>Code d&apos;accès&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Hosting</source>
        <translation>Arrêter d&apos;héberger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop hosting: the game is withdrawn from this network (Esc)</source>
        <translation>Arrêter d&apos;héberger&#xa0;: la partie est retirée de ce réseau (Échap)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>Code d&apos;accès</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Address: {address}</source>
        <translation>Adresse&#xa0;: {address}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code: {code}</source>
        <translation>Code d&apos;accès&#xa0;: {code}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Waiting for the other player to join…</source>
        <translation>En attente que l&apos;autre joueur rejoigne la partie…</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+91"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>HouseListModel</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/board/house_model.py" line="+93"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="-86"/>
        <source>South&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Grenier de Sud, %n graine</numerusform>
            <numerusform>Grenier de Sud, %n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+3"/>
        <source>North&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Grenier de Nord, %n graine</numerusform>
            <numerusform>Grenier de Nord, %n graines</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the computer&apos;s</source>
        <translation>à l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yours</source>
        <translation>à vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>South&apos;s</source>
        <translation>à Sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>North&apos;s</source>
        <translation>à Nord</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+1"/>
        <source>House %1, %n seed(s), %2</source>
        <translation>
            <numerusform>Case %1, %n graine, %2</numerusform>
            <numerusform>Case %1, %n graines, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, playable</source>
        <translation>%1, jouable</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/join_dialog.py" line="+64"/>
        <source>Join a Game</source>
        <extracomment>The error code of a guest refused for a wrong join code (``protocol.ErrorCode``). The error code of a computer refused for a while after too many wrong codes.</extracomment>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join a game on this network</source>
        <translation>Rejoindre une partie sur ce réseau</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Games nearby</source>
        <translation>Parties à proximité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games announced on this network; choose one, then type its code</source>
        <translation>Les parties annoncées sur ce réseau&#xa0;; choisissez-en une, puis tapez son code</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for games… If none shows, type the address and the code the host shows.</source>
        <translation>Recherche de parties… Si aucune n&apos;apparaît, tapez l&apos;adresse et le code qu&apos;affiche l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code</source>
        <translation>Code d&apos;accès</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Code d&apos;accès&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose a game, then type the code its host shows.</source>
        <translation>Choisissez une partie, puis tapez le code qu&apos;affiche son hôte.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Joining…</source>
        <translation>Connexion à la partie…</translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_list.py" line="+30"/>
        <source>clock unknown</source>
        <translation>pendule inconnue</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>règles standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant rules</source>
        <translation>règles variantes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>already started</source>
        <translation>déjà commencée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of Wari: cannot be joined</source>
        <translation>une autre version de Wari&#xa0;: impossible de la rejoindre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{host} — {clock}, {rules}</source>
        <translation>{host} — {clock}, {rules}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host plays South.</source>
        <translation>L&apos;hôte joue Sud.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host plays North.</source>
        <translation>L&apos;hôte joue Nord.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides are drawn by lot.</source>
        <translation>Les côtés sont tirés au sort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At {address}:{port}.</source>
        <translation>À {address}:{port}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+24"/>
        <source>Type the address the host shows, such as 192.168.1.20:7531.</source>
        <translation>Tapez l&apos;adresse qu&apos;affiche l&apos;hôte, par exemple 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type only the address and the port, such as 192.168.1.20:7531.</source>
        <translation>Tapez seulement l&apos;adresse et le port, par exemple 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An IPv6 address in brackets needs its closing ].</source>
        <translation>Une adresse IPv6 entre crochets a besoin de son ] fermant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the ] of an IPv6 address comes a colon and the port, or nothing.</source>
        <translation>Après le ] d&apos;une adresse IPv6 viennent deux-points et le port, ou rien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} is not an IPv6 address.</source>
        <translation>{host} n&apos;est pas une adresse IPv6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{host} is not an IPv4 address.</source>
        <translation>{host} n&apos;est pas une adresse IPv4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A port follows the colon, such as :7531.</source>
        <translation>Un port suit les deux-points, par exemple&#xa0;:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port is a number from 1 to 65535, not “{port}”.</source>
        <translation>Le port est un nombre de 1 à 65535, pas «&#xa0;{port}&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address is missing before the port.</source>
        <translation>L&apos;adresse manque avant le port.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{host}” is not an address: use letters, digits, dashes and dots, such as ama-laptop.local or 192.168.1.20.</source>
        <translation>«&#xa0;{host}&#xa0;» n&apos;est pas une adresse&#xa0;: utilisez des lettres, des chiffres, des tirets et des points, par exemple ama-laptop.local ou 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the join code the host shows.</source>
        <translation>Tapez le code d&apos;accès qu&apos;affiche l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A join code has {wanted} characters, not {typed}.</source>
        <translation>Un code d&apos;accès a {wanted} caractères, pas {typed}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A join code has no {letters}: check the code the host shows.</source>
        <translation>Un code d&apos;accès ne contient pas {letters}&#xa0;: vérifiez le code qu&apos;affiche l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host did not accept this code. Check the code it shows and type it again.</source>
        <translation>L&apos;hôte n&apos;a pas accepté ce code. Vérifiez le code qu&apos;il affiche et tapez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host has no game open: it may have started one with someone else. Ask the host to start a new one.</source>
        <translation>L&apos;hôte n&apos;a pas de partie ouverte&#xa0;: il en a peut-être commencé une avec quelqu&apos;un d&apos;autre. Demandez-lui d&apos;en ouvrir une nouvelle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The other computer did not answer as a Wari game does: nothing was taken from it.</source>
        <translation>L&apos;autre ordinateur n&apos;a pas répondu comme le fait une partie de Wari&#xa0;: rien n&apos;en a été pris.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This address is a Wari server, not a game hosted on a network: choose “Play on a server” in New Game to play there.</source>
        <translation>Cette adresse est un serveur Wari, pas une partie hébergée sur un réseau&#xa0;: choisissez «&#xa0;Jouer sur un serveur&#xa0;» dans Nouvelle partie pour y jouer.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing answers at {address}: the game may no longer be hosted there, or a firewall on the host&apos;s computer blocks Wari. Check the address and the port the host shows, and that its firewall lets Wari take connections.</source>
        <extracomment>What the network&apos;s own errors say, by the words they contain (lower case): refused, timed out, no way there, a name not known.</extracomment>
        <translation>Rien ne répond à {address} : la partie n&apos;y est peut-être plus hébergée, ou un pare-feu de l&apos;ordinateur hôte bloque Wari. Vérifiez l&apos;adresse et le port affichés par l&apos;hôte, et que son pare-feu laisse Wari accepter des connexions.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer at {address} did not answer in time. Check that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>L&apos;ordinateur à {address} n&apos;a pas répondu à temps. Vérifiez que les deux ordinateurs sont sur le même réseau, et que le pare-feu de l&apos;hôte laisse Wari accepter des connexions.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This computer has no way to {address}: check that both computers are on the same network, and that the address is the one the host shows first (not a container&apos;s or another network&apos;s).</source>
        <translation>Cet ordinateur n&apos;a aucun chemin vers {address} : vérifiez que les deux ordinateurs sont sur le même réseau, et que l&apos;adresse est la première affichée par l&apos;hôte (pas celle d&apos;un conteneur ni d&apos;un autre réseau).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The name in {address} is not known on this network: type the host&apos;s address in numbers, such as 192.168.1.20.</source>
        <translation>Le nom dans {address} n&apos;est pas connu sur ce réseau : tapez l&apos;adresse de l&apos;hôte en chiffres, comme 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not reach a game at {address}. Check the address, that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>Impossible d&apos;atteindre une partie à {address}. Vérifiez l&apos;adresse, que les deux ordinateurs sont sur le même réseau, et que le pare-feu de l&apos;hôte laisse Wari accepter des connexions.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game is not hosted: the network interfaces named in WARI_LAN_INTERFACES are not on this computer, so nobody could be told where to join. Correct or remove the setting, then host again. ({reason})</source>
        <translation>La partie n&apos;est pas hébergée : les interfaces réseau nommées dans WARI_LAN_INTERFACES ne sont pas sur cet ordinateur, on ne pourrait donc dire à personne où la rejoindre. Corrigez ou retirez le réglage, puis hébergez de nouveau. ({reason})</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The connection to the host was lost. Try again.</source>
        <translation>La connexion avec l&apos;hôte a été perdue. Réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be hosted on this computer. ({reason})</source>
        <translation>La partie n&apos;a pas pu être hébergée sur cet ordinateur. ({reason})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be announced on this network, so it will not be listed nearby: tell the other player the address and the code. ({reason})</source>
        <translation>La partie n&apos;a pas pu être annoncée sur ce réseau, elle n&apos;apparaîtra donc pas à proximité&#xa0;: donnez l&apos;adresse et le code à l&apos;autre joueur. ({reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games nearby cannot be listed: type the address and the code the host shows. ({reason})</source>
        <translation>Les parties à proximité ne peuvent pas être listées&#xa0;: tapez l&apos;adresse et le code qu&apos;affiche l&apos;hôte. ({reason})</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/host_words.py" line="+17"/>
        <source>You host this game: closing Wari stops it for both of you, and no clock runs while it is stopped. At the next start you can go back to it, and {name} comes back to it too. Close anyway?</source>
        <translation>Vous hébergez cette partie : fermer Wari l&apos;arrête pour vous deux, et aucune pendule ne tourne pendant l&apos;arrêt. Au prochain démarrage vous pourrez la reprendre, et {name} y reviendra aussi. Fermer quand même ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your game against {name}, hosted on this computer, stopped when Wari closed; no clock ran meanwhile. Go back to it? {name} comes back to it too. If you don&apos;t, the game is dropped without a result.</source>
        <translation>Votre partie contre {name}, hébergée sur cet ordinateur, s&apos;est arrêtée à la fermeture de Wari ; aucune pendule n&apos;a tourné entre-temps. La reprendre ? {name} y reviendra aussi. Sinon, la partie est abandonnée sans résultat.</translation>
    </message>
</context>
<context>
    <name>LanPlurals</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+20"/>
        <source>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minute(s), even the right one. Check the code with the host meanwhile.</source>
        <translation>
            <numerusform>Trop de codes erronés ont été tapés sur cet ordinateur : l&apos;hôte n&apos;en accepte aucun de lui pendant encore %n minute, même le bon. Vérifiez le code avec l&apos;hôte en attendant.</numerusform>
            <numerusform>Trop de codes erronés ont été tapés sur cet ordinateur : l&apos;hôte n&apos;en accepte aucun de lui pendant encore %n minutes, même le bon. Vérifiez le code avec l&apos;hôte en attendant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n wrong code(s) typed from {address}.</source>
        <translation>
            <numerusform>%n code erroné tapé depuis {address}.</numerusform>
            <numerusform>%n codes erronés tapés depuis {address}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That computer is refused for %n more minute(s), even with the right code.</source>
        <translation>
            <numerusform>Cet ordinateur est refusé pendant encore %n minute, même avec le bon code.</numerusform>
            <numerusform>Cet ordinateur est refusé pendant encore %n minutes, même avec le bon code.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/leaderboard_view.py" line="+43"/>
        <location line="+20"/>
        <location line="+12"/>
        <source>Leaderboard</source>
        <extracomment>The path of a past game&apos;s record opened from a player&apos;s page.</extracomment>
        <translation>Meilleurs joueurs</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deviation</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated games</source>
        <translation>Parties classées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Player Page</source>
        <translation>Page du &amp;joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Page</source>
        <translation>Page du joueur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>La réponse du serveur n’a pas pu être lue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players whose rating is settled (not provisional), with {count} or more rated games, best first.</source>
        <translation>Joueurs dont le classement est établi (non provisoire), avec {count} parties classées ou plus, du meilleur au moins bon.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nobody is listed yet.</source>
        <translation>Personne n’y figure encore.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+35"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_control.py" line="+27"/>
        <source>Set Up &amp;Position…</source>
        <translation>&amp;Position de départ…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+80"/>
        <source>Open Recen&amp;t</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Record &amp;Details…</source>
        <translation>&amp;Détails de la partie…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;First Position</source>
        <translation>Pre&amp;mière position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>La&amp;st Position</source>
        <translation>&amp;Dernière position</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>F&amp;ull Screen</source>
        <translation>P&amp;lein écran</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+31"/>
        <source>Welcome to Wari</source>
        <translation>Bienvenue dans Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Wari? Ten short lessons teach the rules on the board, one move at a time. You can open them later from Help, Lessons.</source>
        <translation>Nouveau au wari&#xa0;? Dix courtes leçons enseignent les règles sur le plateau, un coup à la fois. Vous pourrez les ouvrir plus tard depuis Aide, Leçons.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start the Lessons</source>
        <translation>Commencer les leçons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the first lesson now</source>
        <translation>Ouvrir la première leçon maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play; the lessons stay in the Help menu</source>
        <translation>Jouer&#xa0;; les leçons restent dans le menu Aide</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/recent_menu.py" line="+54"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Vider la liste</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../wari_desktop/lessons/course.py" line="+17"/>
        <source>Sowing</source>
        <translation>Les semailles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move takes every seed of one of your houses and sows them one by one into the houses that follow, counter-clockwise. Which of your houses drops its last seed into North&apos;s house c?</source>
        <translation>Un coup prend toutes les graines d&apos;une de vos cases et les sème une à une dans les cases suivantes, dans le sens inverse des aiguilles d&apos;une montre. Laquelle de vos cases dépose sa dernière graine dans la case c de Nord&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s four seeds went one each into F, a, b and c. Every move is sown like this, one seed per house.</source>
        <translation>Exact&#xa0;: les quatre graines de E sont allées une à une dans F, a, b et c. Chaque coup se sème ainsi, une graine par case.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count one house for each seed, starting with the house after the one you play: c is four houses after E.</source>
        <translation>Comptez une case par graine, en partant de la case qui suit celle que vous jouez&#xa0;: c est quatre cases après E.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lap of the board</source>
        <translation>Un tour du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A house of 12 seeds or more sows right round the board and skips the house it started from. Which of your moves drops its last seed into North&apos;s house b?</source>
        <translation>Une case de 12 graines ou plus sème tout autour du plateau et saute la case d&apos;où elle est partie. Lequel de vos coups dépose sa dernière graine dans la case b de Nord&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s 14 seeds went round from F to D, skipped E and went on into F, a and b. E is left empty, and b now holds 4, so nothing is captured.</source>
        <translation>Exact&#xa0;: les 14 graines de E ont fait le tour de F à D, ont sauté E et ont continué dans F, a et b. E reste vide et b contient maintenant 4 graines&#xa0;: rien n&apos;est capturé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the big house, E: its 14 seeds go once round the 11 other houses, then on past F into a and b.</source>
        <translation>Suivez la grande case, E&#xa0;: ses 14 graines font une fois le tour des 11 autres cases, puis continuent après F dans a et b.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A capture</source>
        <translation>Une capture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your last seed lands in one of North&apos;s houses and makes it hold 2 or 3 seeds, you capture them. Find a move that captures.</source>
        <translation>Quand votre dernière graine tombe dans une case de Nord et la porte à 2 ou 3 graines, vous les capturez. Trouvez un coup qui capture.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: {move} captured {captured} seeds: its last seed made 2 or 3 in a house of North&apos;s, and they went to your store.</source>
        <translation>Exact&#xa0;: {move} a capturé {captured} graines&#xa0;: sa dernière graine a fait 2 ou 3 dans une case de Nord, et elles sont allées dans votre grenier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at North&apos;s houses holding 1 or 2 seeds: which of your moves ends its sowing there?</source>
        <translation>Regardez les cases de Nord qui ont 1 ou 2 graines&#xa0;: lequel de vos coups y termine ses semailles&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A chain capture</source>
        <translation>Une capture en chaîne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the last house, the house before it is captured too if it now holds 2 or 3, and so on backwards. Find the move that captures the most seeds.</source>
        <translation>Après la dernière case, la case d&apos;avant est capturée aussi si elle contient maintenant 2 ou 3 graines, et ainsi de suite en arrière. Trouvez le coup qui capture le plus de graines.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s last seed made 2 in b, so b was captured, then a, the house before it, with 3: 5 seeds in a chain. F would have taken only a&apos;s 3.</source>
        <translation>Exact&#xa0;: la dernière graine de E a fait 2 dans b, donc b a été capturée, puis a, la case d&apos;avant, avec 3&#xa0;: 5 graines en chaîne. F n&apos;aurait pris que les 3 de a.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chain runs backwards from the last house: find the move whose last seed lands in b, with a behind it.</source>
        <translation>Une chaîne remonte depuis la dernière case&#xa0;: trouvez le coup dont la dernière graine tombe dans b, avec a derrière.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam</source>
        <translation>Le grand chelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has one seed in each of a, b and c. Find the move that would capture all of North&apos;s seeds, and see what the Oware Society rule makes of it.</source>
        <translation>Nord a une graine dans a, dans b et dans c. Trouvez le coup qui capturerait toutes les graines de Nord, et voyez ce qu&apos;en fait la règle de l&apos;Oware Society.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E made 2 in a, b and c, every seed North has. Such a grand slam captures nothing under these rules: the seeds stay and the game goes on.</source>
        <translation>Exact&#xa0;: E a fait 2 dans a, b et c, toutes les graines de Nord. Avec ces règles, un tel grand chelem ne capture rien&#xa0;: les graines restent et la partie continue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To reach c your last seed must travel four houses: find the house with exactly enough seeds.</source>
        <translation>Pour atteindre c, votre dernière graine doit parcourir quatre cases&#xa0;: trouvez la case qui a juste assez de graines.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam forbidden</source>
        <translation>Le grand chelem interdit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Italian rule chosen here, a grand slam may not be played while another move exists. Find the move that captures the most seeds.</source>
        <translation>Avec la règle italienne choisie ici, un grand chelem ne peut pas être joué tant qu&apos;un autre coup existe. Trouvez le coup qui capture le plus de graines.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: F made 2 in a and in b and captured those 4 seeds. c keeps its seed, so North is not emptied and the capture stands.</source>
        <translation>Exact&#xa0;: F a fait 2 dans a et dans b et a capturé ces 4 graines. c garde sa graine&#xa0;: Nord n&apos;est pas vidé et la capture compte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find a capture that leaves North at least one seed.</source>
        <translation>Trouvez une capture qui laisse au moins une graine à Nord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E would make 2 in a, b and c and take every seed North has: a grand slam, which this rule forbids while you have another move.</source>
        <translation>E ferait 2 dans a, b et c et prendrait toutes les graines de Nord&#xa0;: un grand chelem, que cette règle interdit tant que vous avez un autre coup.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feeding an empty side</source>
        <translation>Nourrir un camp vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has no seeds left: when you can, you must play a move that gives them some. Find it.</source>
        <translation>Nord n&apos;a plus de graines&#xa0;: quand vous le pouvez, vous devez jouer un coup qui lui en donne. Trouvez-le.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E sowed into F, a, b and c, so North has three seeds to play and the game goes on.</source>
        <translation>Exact&#xa0;: E a semé dans F, a, b et c&#xa0;: Nord a trois graines à jouer et la partie continue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a move that reaches North&apos;s side may be played now.</source>
        <translation>Seul un coup qui atteint le camp de Nord peut être joué maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{move} does not reach North&apos;s side, and while North is empty a move that feeds them must be played.</source>
        <translation>{move} n&apos;atteint pas le camp de Nord, et tant que Nord est vide il faut jouer un coup qui le nourrit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s last seed, in f, must be sown into your house A next. Find the move after which North captures nothing, is left empty, and cannot be fed: the game then ends and you keep the seeds on your side.</source>
        <translation>La dernière graine de Nord, en f, va être semée dans votre case A. Trouvez le coup après lequel Nord ne capture rien, reste vide et ne peut pas être nourri&#xa0;: la partie s&apos;arrête et vous gardez les graines de votre camp.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right: with A empty, North&apos;s seed made only 1 in A. North has nothing, and none of your moves reaches them: famine. You add the 6 seeds on your side to your 20 and win {south} to {north}.</source>
        <translation>Exact&#xa0;: A étant vide, la graine de Nord n&apos;y a fait que 1. Nord n&apos;a plus rien et aucun de vos coups ne l&apos;atteint&#xa0;: famine. Vous ajoutez les 6 graines de votre camp à vos 20 et gagnez {south} à {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch where North&apos;s seed will land: a house of yours holding 1 becomes 2, and North captures it.</source>
        <translation>Regardez où tombera la graine de Nord&#xa0;: une de vos cases qui en a 1 passe à 2, et Nord la capture.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The repeated position</source>
        <translation>La position répétée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last seeds chase each other round the board. Find the move that brings back the position shown below, seen earlier in this game: the game then ends and each player takes the seeds on their side.</source>
        <translation>Les dernières graines se poursuivent autour du plateau. Trouvez le coup qui ramène la position montrée ci-dessous, déjà vue dans cette partie&#xa0;: la partie s&apos;arrête et chaque joueur prend les graines de son camp.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right: after C the board is as it was before, with North to move again. The game ends: you take the 3 seeds on your side and North their 1, {south} to {north}.</source>
        <translation>Exact&#xa0;: après C, le plateau est comme avant, Nord de nouveau au trait. La partie s&apos;arrête&#xa0;: vous prenez les 3 graines de votre camp et Nord la sienne, {south} à {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the board after your move with the position shown: every house must match.</source>
        <translation>Comparez le plateau après votre coup avec la position montrée&#xa0;: chaque case doit correspondre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The end and the count</source>
        <translation>La fin et le décompte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have 20 seeds in your store; whoever has captured 25, more than half of the 48, wins at once. Find the move that wins now.</source>
        <translation>Vous avez 20 graines dans votre grenier&#xa0;; qui en a capturé 25, plus de la moitié des 48, gagne aussitôt. Trouvez le coup qui gagne maintenant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E captured 5 and you have 25. The game is over and you win {south} to {north}; the seeds left on the board stay there and are not counted.</source>
        <translation>Exact&#xa0;: E a capturé 5 graines et vous en avez 25. La partie est finie et vous gagnez {south} à {north}&#xa0;; les graines restées sur le plateau y restent et ne comptent pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You need 5 more seeds: find the capture that takes two houses.</source>
        <translation>Il vous faut 5 graines de plus&#xa0;: trouvez la capture qui prend deux cases.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/lessons/lesson.py" line="+135"/>
        <source>{side} had only one move: {reply}.</source>
        <extracomment>The translation context of every lesson text.</extracomment>
        <translation>{side} n&apos;avait qu&apos;un coup&#xa0;: {reply}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{move} is a house of {side}&apos;s: you play {player}.</source>
        <translation>{move} est une case de {side}&#xa0;: vous jouez {player}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} is empty: there is nothing to sow.</source>
        <translation>{move} est vide&#xa0;: il n&apos;y a rien à semer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules do not allow {move} here.</source>
        <translation>Les règles n&apos;autorisent pas {move} ici.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Seeds sown from {move}: {seeds}, right round the board, skipping {move}. The last one fell in {last}.</source>
        <translation>Graines semées depuis {move}&#xa0;: {seeds}, tout autour du plateau, en sautant {move}. La dernière est tombée dans {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seeds sown from {move}: {seeds}. The last one fell in {last}.</source>
        <translation>Graines semées depuis {move}&#xa0;: {seeds}. La dernière est tombée dans {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It would have taken every seed on {side}&apos;s side: a grand slam, so it captured nothing.</source>
        <translation>Il aurait pris toutes les graines du camp de {side}&#xa0;: un grand chelem, il n&apos;a donc rien capturé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seeds captured: {captured}, from {houses}.</source>
        <translation>Graines capturées&#xa0;: {captured}, dans {houses}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over ({reason}): South {south}, North {north}.</source>
        <translation>La partie est finie ({reason})&#xa0;: Sud {south}, Nord {north}.</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_window.py" line="+83"/>
        <location line="+83"/>
        <source>Lessons</source>
        <extracomment>The width of the small board showing an earlier position. The lines of text kept under the board for the verdict: the board never moves.</extracomment>
        <translation>Leçons</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The ten lessons; a tick marks those solved. Choose one to show it.</source>
        <translation>Les dix leçons ; une coche marque celles réussies. Choisissez-en une pour l&apos;afficher.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Put the lesson&apos;s board back and answer again</source>
        <translation>Remettre le tablier de la leçon et répondre de nouveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next lesson</source>
        <translation>Passer à la leçon suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the lessons (Esc)</source>
        <translation>Fermer les leçons (Échap)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Leçon {number} sur {total}&#xa0;: {title}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>On the small board: the position after move {n} ({side}) of this game, with {player} to move.</source>
        <translation>Sur le petit plateau&#xa0;: la position après le coup {n} ({side}) de cette partie, {player} au trait.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the small board: the starting position of this game, with {player} to move.</source>
        <translation>Sur le petit plateau&#xa0;: la position de départ de cette partie, {player} au trait.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Cliquez sur la case que vous joueriez, ou tapez sa lettre.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Sowing…</source>
        <translation>Semis en cours…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not this one.</source>
        <translation>Ce n&apos;est pas celui-là.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move cannot be played.</source>
        <translation>Ce coup ne peut pas être joué.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>à jouer</translation>
    </message>
</context>
<context>
    <name>LobbyChatPane</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_chat.py" line="+55"/>
        <source>Lobby chat</source>
        <extracomment>Lines the pane keeps on screen.</extracomment>
        <translation>Discussion du salon</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lobby chat lines</source>
        <extracomment>The lines shown (who, when, what), to show none twice.</extracomment>
        <translation>Lignes de la discussion du salon</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line to say in the lobby</source>
        <translation>Ligne à dire au salon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lobby chat message</source>
        <translation>Message de la discussion du salon</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Say something</source>
        <translation>Dites quelque chose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A line for everyone in the lobby (Enter sends it)</source>
        <translation>Une ligne pour tout le salon (Entrée l’envoie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>Guests read the chat: sign up to write in it.</source>
        <translation>Les invités lisent la discussion : inscrivez-vous pour y écrire.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Too many lines at once in the lobby chat: wait a moment before the next.</source>
        <translation>Trop de lignes d&apos;un coup dans la discussion du salon : attendez un instant avant la suivante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s admin has muted you in the lobby chat.</source>
        <translation>L’administrateur du serveur vous a rendu muet dans la discussion du salon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That line cannot be shown to others (no control characters).</source>
        <translation>Cette ligne ne peut pas être montrée aux autres (pas de caractères de contrôle).</translation>
    </message>
</context>
<context>
    <name>LobbyModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_models.py" line="+56"/>
        <location line="+30"/>
        <source>guest</source>
        <translation>invité</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A rating with &quot;?&quot; is provisional: the server is not yet sure of it, as its deviation is above {deviation}. About 10 rated games against settled players settle it.</source>
        <translation>Un classement suivi de « ? » est provisoire : le serveur n’en est pas encore sûr, car son écart dépasse {deviation}. Une dizaine de parties classées contre des joueurs au classement établi l’établissent.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>playing</source>
        <translation>en partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} ({rating}, bot)</source>
        <translation>{name} ({rating}, bot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} ({rating})</source>
        <translation>{name} ({rating})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rated</source>
        <translation>classée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amicale</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>by lot</source>
        <translation>au sort</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+19"/>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+19"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Your side</source>
        <translation>Votre côté</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+29"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+27"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Now</source>
        <translation>En ce moment</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_window.py" line="+89"/>
        <source>Play on a Server</source>
        <extracomment>A game this player plays has started (its first ``game`` frame; once a game). A game the player asked to watch (its ``game`` frame). A past game to review on the main board (the path of its record, fetched).</extracomment>
        <translation>Jouer sur un serveur</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your account</source>
        <translation>Votre compte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign &amp;Out</source>
        <translation>Dé&amp;connexion</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acc&amp;ept Challenge</source>
        <translation>Acce&amp;pter le défi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Decline</source>
        <translation>Re&amp;fuser</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>Open seeks</source>
        <translation>Propositions ouvertes</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Players online</source>
        <translation>Joueurs en ligne</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Games in progress</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Accept Seek</source>
        <translation>&amp;Accepter la proposition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenge</source>
        <translation>&amp;Défier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to challenge</source>
        <translation>Joueur à défier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the player to challenge: the one chosen in the list, or any other typed here</source>
        <translation>Le nom du joueur à défier&#xa0;: celui choisi dans la liste, ou un autre tapé ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Watch</source>
        <translation>&amp;Regarder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Seek</source>
        <translation>&amp;Nouvelle proposition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel My Seek</source>
        <translation>Retirer ma proposition</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lobby message</source>
        <translation>Message du salon</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seek</source>
        <translation>Votre proposition</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Tournaments</source>
        <translation>&amp;Tournois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s tournaments: enter, follow the standings, watch the games</source>
        <translation>Les tournois du serveur : participer, suivre le classement, regarder les parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Meilleurs joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;Page</source>
        <translation>Page du &amp;joueur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page of the player chosen in the list (else your own): rating and its chart, record, latest games</source>
        <translation>La page du joueur choisi dans la liste (sinon la vôtre) : classement et sa courbe, bilan, dernières parties</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A seek offers a game to anyone in the lobby; a challenge, to the player chosen. Both offer this clock, rated or casual.</source>
        <translation>Une proposition offre une partie à tous les joueurs du salon&#xa0;; un défi, au joueur choisi. Les deux offrent cette pendule, partie classée ou amicale.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>{name}, playing as a guest (casual games)</source>
        <translation>{name}, en invité (parties amicales)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, rated {rating} on this server</source>
        <translation>{name}, classement {rating} sur ce serveur</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>{name} challenges you to a game.</source>
        <translation>{name} vous défie.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Page of {name}</source>
        <translation>Page de {name}</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Choose a seek in the list first.</source>
        <translation>Choisissez d’abord une proposition dans la liste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is your own seek: it waits for another player.</source>
        <translation>C&apos;est votre propre proposition : elle attend un autre joueur.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a player in the list first.</source>
        <translation>Choisissez d’abord un joueur dans la liste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player can have that name.</source>
        <translation>Aucun joueur ne peut avoir ce nom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is not online.</source>
        <translation>{name} n’est pas en ligne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge sent to {name}.</source>
        <translation>Défi envoyé à {name}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a game in the list first.</source>
        <translation>Choisissez d’abord une partie dans la liste.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your seek is open: the game starts when someone accepts it.</source>
        <translation>Votre proposition est ouverte&#xa0;: la partie commence quand quelqu’un l’accepte.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/game/texts.py" line="+22"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>more than half the seeds captured</source>
        <translation>plus de la moitié des graines capturées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>24 seeds each</source>
        <translation>24 graines chacun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>famine: no move could be played; each player takes the seeds on their side</source>
        <translation>famine&#xa0;: aucun coup possible&#xa0;; chaque joueur prend les graines de son camp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the position repeated; each player takes the seeds on their side</source>
        <translation>position répétée&#xa0;; chaque joueur prend les graines de son camp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended by agreement; each player takes the seeds on their side</source>
        <translation>fin d&apos;un commun accord&#xa0;; chaque joueur prend les graines de son camp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was emptied; each player takes the seeds on their side</source>
        <translation>un camp s&apos;est vidé&#xa0;; chaque joueur prend les graines de son camp</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+37"/>
        <source>&amp;Game</source>
        <extracomment>A separator between slots. Each menu by name, with its slots in order.</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="-67"/>
        <source>&amp;Undo</source>
        <translation>Reprendre le &amp;coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Propose to &amp;End by Agreement</source>
        <translation>Proposer la &amp;fin d&apos;un commun accord</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+30"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Resi&amp;gn</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Computer &amp;Level</source>
        <translation>Niveau de l&apos;&amp;ordinateur</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+13"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Afficher le &amp;nombre de graines</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+8"/>
        <source>&amp;Rules of Wari</source>
        <translation>&amp;Règles du Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Wari</source>
        <translation>À &amp;propos de Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{command} ({keys})</source>
        <translation>{command} ({keys})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back the last move (against the computer, your move and its reply)</source>
        <translation>Reprendre le dernier coup (contre l&apos;ordinateur, votre coup et sa réponse)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again the move taken back</source>
        <translation>Rejouer le coup repris</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask the computer for the best move; the board rings it</source>
        <translation>Demander à l&apos;ordinateur le meilleur coup ; le tablier l&apos;entoure</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/play_input.py" line="+69"/>
        <source>{house} was not played: the computer moves first. Choose your move once its move has been shown.</source>
        <translation>{house} n&apos;a pas été jouée&#xa0;: l&apos;ordinateur joue d&apos;abord. Choisissez votre coup une fois le sien montré.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{house} will be played when the sowing ends.</source>
        <translation>{house} sera jouée quand le semis sera fini.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{house} was not played: choose your move now that the computer has moved.</source>
        <translation>{house} n&apos;a pas été jouée&#xa0;: l&apos;ordinateur a joué, choisissez votre coup.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/main_window.py" line="+319"/>
        <source>Looking for a good move…</source>
        <extracomment>Asks the player a yes/no question (tests replace it).</extracomment>
        <translation>Recherche d&apos;un bon coup…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Voulez-vous vraiment abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the computer whether captures are still possible…</source>
        <translation>L&apos;ordinateur vérifie si des captures sont encore possibles…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End by agreement</source>
        <translation>Fin d&apos;un commun accord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do both players agree that no more captures are possible? Each player then takes the seeds on their side.</source>
        <translation>Les deux joueurs conviennent-ils qu&apos;aucune capture n&apos;est plus possible&#xa0;? Chacun prend alors les graines de son camp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer agrees: the game ends.</source>
        <translation>L&apos;ordinateur accepte&#xa0;: la partie s&apos;arrête.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer declines: it still sees captures ahead.</source>
        <translation>L&apos;ordinateur refuse&#xa0;: il voit encore des captures à venir.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="+90"/>
        <source>Open a game</source>
        <extracomment>Where the last folder used in an Open or Save dialog is kept (QSettings key). Milliseconds between two looks whether the dialog in the way of a file sent by a second start has closed. Asks whether to save unsaved moves: &quot;save&quot;, &quot;discard&quot; or &quot;cancel&quot; (tests replace it). Before another game replaces the board: None when no online game of the player&apos;s is in progress on it, else whether the player leaves it (the window sets it to ``OnlineGames.may_leave``). Tells the player about a problem (title, text) in a dialog (tests replace it).</extracomment>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{path} is empty: there is no game in it.</source>
        <translation>{path} est vide&#xa0;: il ne contient aucune partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line {line}, column {column}: </source>
        <translation>ligne {line}, colonne {column}&#xa0;: </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot open {name}</source>
        <translation>Impossible d&apos;ouvrir {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This file is not a game record Wari can read.

{where}{problem}</source>
        <translation>Ce fichier n&apos;est pas un enregistrement de partie que Wari sait lire.

{where}{problem}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>wari-game.ogn</source>
        <translation>partie-wari.ogn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot save {name}</source>
        <translation>Impossible d&apos;enregistrer {name}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the finished game?</source>
        <translation>Enregistrer la partie terminée&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the computers&apos; game?</source>
        <translation>Arrêter la partie des ordinateurs&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave this game?</source>
        <translation>Quitter cette partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/session/document.py" line="+236"/>
        <source>Computer {side} ({level})</source>
        <translation>Ordinateur {side} ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer ({level})</source>
        <translation>Ordinateur ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>New game</source>
        <extracomment>A study tool&apos;s addition to the record saved (comments, a review). The tag that marks a game against the computer in which the player had help: its value says which (&quot;analysis&quot;, &quot;hint&quot;, &quot;undo&quot;). Such a game does not move the player&apos;s rating. The tag that says a finished game has been rated (its value: the rating after it). The tags and comments of the record the game came from (a game started here: its date). Tags saved with the game besides the players&apos; (the analysis mark, for one). The player&apos;s name, written as the person&apos;s side in a game against the computer (shown as &quot;You&quot; on screen); &quot;&quot; writes &quot;You&quot; there too.</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+150"/>
        <source>thinking</source>
        <translation>réfléchit</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="-107"/>
        <source>{path} is a folder, not a game record.</source>
        <translation>{path} est un dossier, pas une partie enregistrée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file {path}.</source>
        <translation>Le fichier {path} n’existe pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} cannot be read: {reason}.</source>
        <translation>Impossible de lire {path}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The moves played since {name} was last saved are not in the file yet.</source>
        <translation>Les coups joués depuis le dernier enregistrement de {name} ne sont pas encore dans le fichier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This finished game has not been saved in a file.</source>
        <translation>Cette partie terminée n’a pas été enregistrée dans un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game between the computers has not been saved in a file.</source>
        <translation>La partie entre les ordinateurs n’a pas été enregistrée dans un fichier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game in progress has not been saved in a file.</source>
        <translation>La partie en cours n’a pas été enregistrée dans un fichier.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-35"/>
        <source>Your rating stays {rating:.0f}: you had help in this game.</source>
        <extracomment>What the thinking computer&apos;s card says after &quot;thinking&quot; (its depth, its move).</extracomment>
        <translation>Votre classement reste à {rating:.0f}&#xa0;: cette partie a été jouée avec de l&apos;aide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating: {rating:.0f} ({change}).</source>
        <translation>Votre classement&#xa0;: {rating:.0f} ({change}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rated as a game against {level}, the weakest level you played.</source>
        <translation>Classée comme une partie contre le niveau {level}, le plus faible que vous avez affronté.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>to move</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>{side} · houses {houses} · you · rating {rating}</source>
        <translation>{side} · cases {houses} · vous · classement {rating}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} · houses {houses} · you</source>
        <translation>{side} · cases {houses} · vous</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side} · houses {houses} · computer</source>
        <translation>{side} · cases {houses} · ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} · houses {houses}</source>
        <translation>{side} · cases {houses}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Showing the board at the start. Press Esc or click the last move to return to the game.</source>
        <translation>Plateau au début. Appuyez sur Échap ou cliquez sur le dernier coup pour revenir à la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the board after move {n} ({side}). Press Esc or click the last move to return to the game.</source>
        <translation>Plateau après le coup {n} ({side}). Appuyez sur Échap ou cliquez sur le dernier coup pour revenir à la partie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over: each player takes the seeds on their side…</source>
        <translation>La partie est finie&#xa0;: chaque joueur prend les graines de son côté…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing…</source>
        <translation>Semis en cours…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} is thinking…</source>
        <translation>{player} réfléchit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move: click one of your houses or type its letter.</source>
        <translation>À vous&#xa0;: cliquez sur l&apos;une de vos cases ou tapez sa lettre.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/help_pages.py" line="+67"/>
        <source>About Wari</source>
        <translation>À propos de Wari</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;Oware abapa, the Mancala game of West Africa and the Caribbean, on a wooden board.&lt;/p&gt;&lt;p&gt;Rules after the Oware Society, with the Italian variants. Game records in OGN.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;L&apos;Oware abapa, le mancala d&apos;Afrique de l&apos;Ouest et des Caraïbes, sur un plateau de bois.&lt;/p&gt;&lt;p&gt;Règles de l&apos;Oware Society, avec les variantes italiennes. Parties enregistrées au format OGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The computer thinks with the compiled C search core.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L’ordinateur réfléchit avec le moteur de recherche compilé en C.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;The computer thinks with the pure-Python search (the compiled core was not built).&lt;/p&gt;</source>
        <translation>&lt;p&gt;L’ordinateur réfléchit avec la recherche en Python pur (le moteur compilé n’a pas été construit).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+2"/>
        <source>{player} to move</source>
        <translation>Au trait&#xa0;: {player}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/game/texts.py" line="-20"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>You lose on time</source>
        <translation>Vous avez perdu au temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins: your time ran out</source>
        <translation>{winner} gagne&#xa0;: votre temps est écoulé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} loses on time</source>
        <translation>{loser} perd au temps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win: {loser} ran out of time</source>
        <translation>Vous avez gagné&#xa0;: {loser} n&apos;a plus de temps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} wins: {loser} ran out of time</source>
        <translation>{winner} gagne&#xa0;: {loser} n&apos;a plus de temps</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a player left the game and did not come back; the game was called off</source>
        <translation>un joueur a quitté la partie et n&apos;est pas revenu&#xa0;; la partie a été arrêtée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you left the game and did not come back; {other} called the game off</source>
        <translation>vous avez quitté la partie et n&apos;êtes pas revenu&#xa0;; {other} a arrêté la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; you called the game off</source>
        <translation>{player} a quitté la partie et n&apos;est pas revenu&#xa0;; vous avez arrêté la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; {other} called the game off</source>
        <translation>{player} a quitté la partie et n&apos;est pas revenu&#xa0;; {other} a arrêté la partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you did not make a first move in time; the game was aborted</source>
        <translation>vous n&apos;avez pas joué de premier coup à temps&#xa0;; la partie a été annulée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} did not make a first move in time; the game was aborted</source>
        <translation>{player} n&apos;a pas joué de premier coup à temps&#xa0;; la partie a été annulée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was aborted before the second move</source>
        <translation>la partie a été annulée avant le deuxième coup</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You win</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins</source>
        <translation>{winner} gagne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You left the game and did not come back</source>
        <translation>Vous avez quitté la partie et n&apos;êtes pas revenu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{loser} left the game and did not come back</source>
        <translation>{loser} a quitté la partie et n&apos;est pas revenu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result</source>
        <translation>Pas de résultat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You left the game and did not come back: {winner} wins</source>
        <translation>Vous avez quitté la partie et n&apos;êtes pas revenu&#xa0;: {winner} gagne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{loser} left the game and did not come back: you win</source>
        <translation>{loser} a quitté la partie et n&apos;est pas revenu&#xa0;: vous gagnez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} left the game and did not come back: {winner} wins</source>
        <translation>{loser} a quitté la partie et n&apos;est pas revenu&#xa0;: {winner} gagne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: {reason}</source>
        <translation>Pas de résultat&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{loser} resigned: {winner} wins</source>
        <translation>Abandon ({loser})&#xa0;: {winner} gagne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw, {south}–{north}</source>
        <translation>Partie nulle, {south}–{north}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win {won}–{lost}</source>
        <translation>Vous avez gagné {won}–{lost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins {won}–{lost}</source>
        <translation>{player}&#xa0;: victoire {won}–{lost}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{result}. {reason}.</source>
        <translation>{result}. {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{result} ({reason})</source>
        <translation>{result} ({reason})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{move} is the best move: the game stays about level.</source>
        <translation>{move} est le meilleur coup&#xa0;: la partie reste à peu près à égalité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds ahead.</source>
        <translation>{move} est le meilleur coup&#xa0;: vous aurez environ {seeds} graines d&apos;avance.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds behind.</source>
        <translation>{move} est le meilleur coup&#xa0;: vous aurez environ {seeds} graines de retard.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over: start a new game from the Game menu.</source>
        <translation>La partie est finie&#xa0;: commencez-en une nouvelle depuis le menu Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is empty: play a house with seeds in it.</source>
        <translation>{house} est vide&#xa0;: jouez une case qui contient des graines.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{house} gives {opponent} no seeds: {opponent} has none left, so you must play a house whose seeds reach their side.</source>
        <translation>{house} ne donne aucune graine à {opponent}&#xa0;: {opponent} n&apos;en a plus, vous devez donc jouer une case dont les graines atteignent son côté.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{house} would capture every seed on {opponent}&apos;s side (a grand slam), which these rules forbid while another move exists.</source>
        <translation>{house} prendrait toutes les graines du côté de {opponent} (un grand chelem), ce que ces règles interdisent tant qu&apos;un autre coup existe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{house} is not one of your houses: play one of {houses}.</source>
        <translation>{house} n&apos;est pas une de vos cases&#xa0;: jouez l&apos;une de {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is not {player}&apos;s house: {player} plays {houses}.</source>
        <translation>{house} n&apos;est pas une case de {player}&#xa0;: {player} joue {houses}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Attendez le coup de l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{house} cannot be played now.</source>
        <translation>{house} ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-47"/>
        <source>{side} · houses {houses} · rating {rating}</source>
        <translation>{side} · cases {houses} · classement {rating}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/online_menu.py" line="+69"/>
        <source>Play On&amp;line…</source>
        <extracomment>The shortcut of &quot;Play Online…&quot; (New Game is Ctrl+N). The game in progress noted for the next start, and the way back to it. The offers to the player, on a notice over the board. The notice of the player&apos;s tournament game, when one comes to the board.</extracomment>
        <translation>&amp;Jouer en ligne…</translation>
    </message>
</context>
<context>
    <name>MessageBox</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/message_box.py" line="+24"/>
        <source>Wari</source>
        <translation>Wari</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The message</source>
        <translation>Le message</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The message&apos;s details</source>
        <translation>Les détails du message</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this message</source>
        <translation>Fermer ce message</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer yes</source>
        <translation>Répondre oui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer no</source>
        <translation>Répondre non</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game first</source>
        <translation>Enregistrer d&apos;abord la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on without saving these moves</source>
        <translation>Continuer sans enregistrer ces coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the game (Esc)</source>
        <translation>Revenir à la partie (Échap)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/move_list.py" line="+107"/>
        <source>Click to see the board after this move</source>
        <extracomment>Follows a move that has a comment (the comment is in the move&apos;s tooltip).</extracomment>
        <translation>Cliquez pour voir le plateau après ce coup</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+51"/>
        <source>learning the game</source>
        <extracomment>The opponent combo&apos;s data for a person on another computer.</extracomment>
        <translation>apprend à jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays for fun and slips now and then</source>
        <translation>joue pour le plaisir et se trompe parfois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady club player</source>
        <translation>un joueur de club solide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks eight moves ahead</source>
        <translation>voit huit coups à l&apos;avance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thinks up to 2 s a move</source>
        <translation>réfléchit jusqu&apos;à 2 s par coup</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays, who starts, and by which rules.</source>
        <translation>Qui joue, qui commence et selon quelles règles.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock:</source>
        <translation>Pendule&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How:</source>
        <translation>Comment&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{level} — {description}</source>
        <translation>{level} — {description}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A friend on this screen</source>
        <translation>Un ami sur cet écran</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person on another computer</source>
        <translation>Une personne sur un autre ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the computer at one of five levels, or play a friend, taking turns at this screen.</source>
        <translation>Jouez contre l&apos;ordinateur à l&apos;un des cinq niveaux, ou contre un ami, à tour de rôle sur cet écran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or play a person on another computer, on this network or on a server.</source>
        <translation>Ou jouez contre une personne sur un autre ordinateur, sur ce réseau ou sur un serveur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponent:</source>
        <translation>Adversaire&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match My Level: {level}</source>
        <translation>À mon niveau&#xa0;: {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the computer at the level nearest your rating</source>
        <translation>Jouer contre l&apos;ordinateur au niveau le plus proche de votre classement</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South (houses A–F)</source>
        <translation>Sud (cases A–F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North (houses a–f)</source>
        <translation>Nord (cases a–f)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South owns the houses A to F, North the houses a to f. Your side is drawn at the bottom of the board, whichever you choose.</source>
        <translation>Sud possède les cases A à F, Nord les cases a à f. Votre côté est dessiné en bas du plateau, quel que soit votre choix.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your side:</source>
        <translation>Votre camp&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By lot</source>
        <translation>Tirage au sort</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who makes the first move. By lot: drawn at random when the game starts.</source>
        <translation>Qui joue le premier coup. Tirage au sort&#xa0;: décidé au hasard au début de la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who starts:</source>
        <translation>Qui commence&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+58"/>
        <source>Captures nothing (Oware abapa)</source>
        <translation>Ne capture rien (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played, but it captures nothing: the rule of the Oware Society.</source>
        <translation>Le coup peut être joué, mais il ne capture rien&#xa0;: c&apos;est la règle de l&apos;Oware Society.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forbidden (Italian rule)</source>
        <translation>Interdit (règle italienne)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played only when there is no other; it then captures nothing.</source>
        <translation>Le coup ne peut être joué que s&apos;il n&apos;y en a pas d&apos;autre&#xa0;; il ne capture alors rien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A grand slam is a move that would capture every seed on the opponent&apos;s side.</source>
        <translation>Un grand chelem est un coup qui capturerait toutes les graines du camp adverse.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+6"/>
        <source>Grand slam:</source>
        <translation>Grand chelem&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+3"/>
        <source>Grand slam</source>
        <translation>Grand chelem</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Must be fed (Oware abapa)</source>
        <translation>Doit être nourri (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The opponent must play a move that gives it seeds; if no move can, the game ends.</source>
        <translation>L&apos;adversaire doit jouer un coup qui lui donne des graines&#xa0;; si aucun coup ne le peut, la partie s&apos;arrête.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutti a casa: the game ends</source>
        <translation>Tutti a casa&#xa0;: la partie s&apos;arrête</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once; each player takes the seeds on their side.</source>
        <translation>La partie s&apos;arrête aussitôt&#xa0;; chaque joueur prend les graines de son camp.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Libertà al più forte: it passes</source>
        <translation>Libertà al più forte&#xa0;: il passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with no seeds passes; the other plays freely meanwhile.</source>
        <translation>Le joueur sans graines passe&#xa0;; pendant ce temps, l&apos;autre joue librement.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens when a player has no seeds left on their side.</source>
        <translation>Ce qui se passe quand un joueur n&apos;a plus de graines dans son camp.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+1"/>
        <source>An empty side:</source>
        <translation>Camp vide&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+2"/>
        <source>An empty side</source>
        <translation>Un camp vide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the game when a position repeats</source>
        <translation>Arrêter la partie si une position se répète</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the same position comes round again, the game ends and each player takes the seeds on their side. Without it, only an agreement ends an endless game.</source>
        <translation>Quand la même position revient, la partie s&apos;arrête et chaque joueur prend les graines de son camp. Sans cette règle, seul un accord met fin à une partie sans fin.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+6"/>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the rules of Oware abapa.</source>
        <translation>Revenir aux règles de l&apos;Oware abapa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+156"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with these choices (Enter)</source>
        <translation>Commencer une nouvelle partie avec ces choix (Entrée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Fermer et poursuivre la partie en cours (Échap)</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The standard rules of Oware abapa.</source>
        <translation>Les règles standard de l&apos;Oware abapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant rules (see the rules of Wari).</source>
        <translation>Variantes des règles (voir les règles du Wari).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case supplementari: South owns {south} houses and North {north} in this game of the match.</source>
        <translation>Case supplementari&#xa0;: dans cette partie du match, Sud possède {south} cases et Nord {north}.</translation>
    </message>
</context>
<context>
    <name>OfferNotice</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_notice.py" line="+125"/>
        <source>Game offered</source>
        <extracomment>The gap between the notice and the board&apos;s edges (before text scaling). The widest the notice grows (before text scaling).</extracomment>
        <translation>Partie proposée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Accept</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Play the game offered: it starts on this board</source>
        <translation>Jouer la partie proposée : elle commence sur ce plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say no to the game offered; the one who offered it is told</source>
        <translation>Refuser la partie proposée ; celui qui l&apos;a proposée en est averti</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>and %n more waiting</source>
        <translation>
            <numerusform>et %n autre en attente</numerusform>
            <numerusform>et %n autres en attente</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not start</source>
        <translation>La partie n&apos;a pas pu commencer</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your tournament game</source>
        <translation>Votre partie de tournoi</translation>
    </message>
</context>
<context>
    <name>OfferNotices</name>
    <message>
        <location line="+116"/>
        <source>Your Online Game</source>
        <extracomment>Whether the player&apos;s own online game is in progress on the board. Asks a yes/no question (tests replace it).</extracomment>
        <translation>Votre partie en ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game in progress goes on on the server without you, your clock running. Accept this offer all the same?</source>
        <translation>Votre partie en cours continue sur le serveur sans vous, votre pendule tournant. Accepter quand même cette offre ?</translation>
    </message>
</context>
<context>
    <name>OfferWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_words.py" line="+33"/>
        <source>you play South (you move first)</source>
        <translation>vous jouez Sud (vous commencez)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you play North</source>
        <translation>vous jouez Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sides drawn by lot</source>
        <translation>côtés tirés au sort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>règles standard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>grand slam forbidden</source>
        <translation>grand chelem interdit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no end by repetition</source>
        <translation>pas de fin par répétition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tutti a casa</source>
        <translation>Tutti a casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Libertà al più forte</source>
        <translation>Libertà al più forte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant rules: {options}</source>
        <translation>règles variantes : {options}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rematch offered by {player}</source>
        <translation>Revanche proposée par {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge from {player}</source>
        <translation>Défi de {player}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: you move first</source>
        <translation>Vous jouez Sud : vous commencez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North</source>
        <translation>Vous jouez Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides drawn by lot</source>
        <translation>Côtés tirés au sort</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player} offers a rematch: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} propose une revanche : {clock}, {mode}, {rules} ; {side}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} challenges you: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} vous défie : {clock}, {mode}, {rules} ; {side}.</translation>
    </message>
</context>
<context>
    <name>OnlineAddress</name>
    <message>
        <location filename="../../wari_desktop/gui/online/credentials.py" line="+43"/>
        <source>type the server&apos;s address, such as club.example.org</source>
        <extracomment>The port ``wari-server`` listens on unless told otherwise. The keyring&apos;s service name for the tokens (the account is ``name@address``).</extracomment>
        <translation>tapez l’adresse du serveur, par exemple club.example.org</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the address starts with ws:// or wss://, or with the server&apos;s name</source>
        <translation>l’adresse commence par ws:// ou wss://, ou par le nom du serveur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a server&apos;s address: type a name such as club.example.org, or an address such as 192.168.1.20</source>
        <translation>ce n’est pas l’adresse d’un serveur&#xa0;: tapez un nom comme club.example.org, ou une adresse comme 192.168.1.20</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the port is a number from 1 to 65535</source>
        <translation>le port est un nombre de 1 à 65535</translation>
    </message>
</context>
<context>
    <name>OnlineConnection</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connection.py" line="+493"/>
        <source>Connection lost: reconnecting…</source>
        <extracomment>The code of a request refused because no connection is open (the server&apos;s are in ``protocol.ErrorCode``). The code of a request whose connection dropped before its answer. The key under which a frame, an event or an answer handed out keeps the monotonic time it came (the connection&apos;s own: no protocol field starts with &quot;_&quot;). Every frame the server sends of its own accord, whatever its kind. A ``lobby`` frame: open seeks, players online, games in progress. A ``game`` frame: a game that starts, or one watched or caught up on (the same game may come again, after a reconnection: the frame is its whole state). A game&apos;s event: the game&apos;s id and the event. A challenge to this player (its offer: id, by, clock, rated, rules, side). A challenge that is no longer open: its id and why. A challenge to this player answered from here (accepted or declined): its id. The ``ConnectionState`` changed (its value). The quiet banner&apos;s text (&quot;&quot; when there is nothing to say). The connection is open: the server&apos;s welcome. The connection could not be opened: why, in a sentence (``connect_errors``). Signed in (an ``Account``), or signed out. The token kept from before was not accepted: the player signs in again. Every request by name, with its fields as the protocol has them. A game on this network (joined), and a game hosted in this program: where.</extracomment>
        <translation>Connexion perdue&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting to the server…</source>
        <translation>Connexion au serveur…</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+22"/>
        <source>by resignation</source>
        <translation>par abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on time</source>
        <translation>au temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by agreement</source>
        <translation>d’un commun accord</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You claimed the game: {loser} left it and did not come back.</source>
        <translation>Vous avez réclamé la partie : {loser} l&apos;a quittée et n&apos;est pas revenu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} claimed the game: you left it and did not come back in time.</source>
        <translation>{winner} a réclamé la partie : vous l&apos;avez quittée et n&apos;êtes pas revenu à temps.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} claimed the game: {loser} left it and did not come back.</source>
        <translation>{winner} a réclamé la partie : {loser} l&apos;a quittée et n&apos;est pas revenu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game was aborted: no result.</source>
        <translation>La partie a été annulée&#xa0;: pas de résultat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was called off: no result.</source>
        <translation>La partie a été arrêtée&#xa0;: pas de résultat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was aborted: a first move did not come in time.</source>
        <translation>La partie a été annulée&#xa0;: un premier coup n’est pas venu à temps.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Both lose by forfeit: neither made a first move in time.</source>
        <translation>Les deux perdent par forfait : aucun n&apos;a joué de premier coup à temps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win by forfeit: {loser} made no first move in time.</source>
        <translation>Vous gagnez par forfait : {loser} n&apos;a pas joué de premier coup à temps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose by forfeit: you made no first move in time.</source>
        <translation>Vous perdez par forfait : vous n&apos;avez pas joué de premier coup à temps.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins by forfeit: {loser} made no first move in time.</source>
        <translation>{winner} gagne par forfait : {loser} n&apos;a pas joué de premier coup à temps.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {before} → {after}</source>
        <translation>Votre classement&#xa0;: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>OnlineGamePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/online/game_panel.py" line="+54"/>
        <source>Resign</source>
        <extracomment>The longest chat line the server takes. The chat lines kept on show.</extracomment>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give up this game: your opponent wins</source>
        <translation>Abandonner cette partie : votre adversaire gagne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer to End</source>
        <translation>Proposer de finir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer to end the game now, each taking the seeds on their side</source>
        <translation>Proposer de finir la partie maintenant, chacun prenant les graines de son côté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the End</source>
        <translation>Accepter de finir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agree to end the game as your opponent offers</source>
        <translation>Accepter de finir la partie comme le propose votre adversaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on: refuse your opponent&apos;s offer</source>
        <translation>Continuer : refuser la proposition de votre adversaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abort</source>
        <translation>Annuler la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the game off before it counts (before the second move)</source>
        <translation>Annuler la partie avant qu&apos;elle ne compte (avant le deuxième coup)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Claim Win</source>
        <translation>Réclamer la victoire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponent has not come back in time: win the game</source>
        <translation>Votre adversaire n&apos;est pas revenu à temps : gagner la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Off</source>
        <translation>Arrêter la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent has not come back in time: end the game without a result</source>
        <translation>Votre adversaire n&apos;est pas revenu à temps : arrêter la partie sans résultat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer your opponent another game, colours swapped</source>
        <translation>Proposer une autre partie à votre adversaire, en changeant de côté</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say something</source>
        <translation>Dites quelque chose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to your opponent (Enter sends it)</source>
        <translation>Dites quelque chose à votre adversaire (Entrée l’envoie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat line</source>
        <translation>Ligne de discussion</translation>
    </message>
</context>
<context>
    <name>OnlineGames</name>
    <message>
        <location filename="../../wari_desktop/gui/online/online_game.py" line="+168"/>
        <location line="+3"/>
        <location line="+12"/>
        <source>Leave the online game</source>
        <extracomment>How the game ends on the board for the server&apos;s reasons that are not the rules&apos;. A finished game&apos;s record was saved: its path. The player&apos;s own game was put on the board: its connection and its typed game (``GameSnapshot``). Asks the player a yes/no question (tests replace it).</extracomment>
        <translation>Quitter la partie en ligne</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your online game goes on without you, and your clock keeps running. Close anyway?</source>
        <translation>Votre partie en ligne continue sans vous, et votre pendule tourne toujours. Fermer quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your online game goes on without you, and your clock keeps running. Leave it for another game?</source>
        <translation>Votre partie en ligne continue sans vous, et votre pendule tourne toujours. La quitter pour une autre partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game cannot be shown: {why}</source>
        <translation>Cette partie ne peut pas être montrée&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+283"/>
        <source>Sent {move}: waiting for the server…</source>
        <translation>{move} envoyé&#xa0;: en attente du serveur…</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>{name} declines to end the game.</source>
        <translation>{name} refuse de finir la partie.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The game&apos;s record could not be saved: {why}</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+8"/>
        <source>{name}: connection lost, {seconds} s to claim the game</source>
        <translation>{name}&#xa0;: connexion perdue, {seconds} s avant de pouvoir réclamer la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has not come back: you may claim the win or call the game off</source>
        <translation>{name} n’est pas revenu&#xa0;: vous pouvez réclamer la victoire ou arrêter la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has not come back</source>
        <translation>{name} n’est pas revenu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: {south} {south_seeds}, {north} {north_seeds}.</source>
        <translation>{name} propose de finir la partie, chaque camp prenant les graines de son côté : {south} {south_seeds}, {north} {north_seeds}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You offered to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>Vous avez proposé de finir la partie, chaque camp prenant les graines de son côté : vous auriez {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>{name} propose de finir la partie, chaque camp prenant les graines de son côté : vous auriez {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/online_game.py" line="+94"/>
        <source>The server did not take your move: {why}</source>
        <translation>Le serveur n’a pas accepté votre coup&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Voulez-vous vraiment abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Rematch offered to {name}.</source>
        <translation>Revanche proposée à {name}.</translation>
    </message>
</context>
<context>
    <name>OnlineRefusals</name>
    <message>
        <location filename="../../wari_desktop/gui/online/refusals.py" line="+18"/>
        <source>Wrong name or password.</source>
        <translation>Nom ou mot de passe erroné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name is taken on this server: choose another.</source>
        <translation>Ce nom est déjà pris sur ce serveur&#xa0;: choisissez-en un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server takes new players by invitation only.</source>
        <translation>Ce serveur n’accepte de nouveaux joueurs que sur invitation.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This account has been disabled by the server&apos;s admin.</source>
        <translation>Ce compte a été désactivé par l’administrateur du serveur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many failed sign-ins: wait a little and try again.</source>
        <translation>Trop de connexions échouées&#xa0;: attendez un peu et réessayez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guests play casual games only: sign up to play rated games.</source>
        <translation>Les invités ne jouent que des parties amicales&#xa0;: inscrivez-vous pour jouer des parties classées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seek, challenge or game is no longer there.</source>
        <translation>Cette proposition, ce défi ou cette partie n’existe plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full: try again later.</source>
        <translation>Le serveur est plein&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server speaks another version of the protocol: one of you needs an update.</source>
        <translation>Ce serveur parle une autre version du protocole&#xa0;: l’un des deux doit être mis à jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not connected to a server.</source>
        <translation>Pas connecté à un serveur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection dropped before the server answered: try again.</source>
        <translation>La connexion a été coupée avant la réponse du serveur&#xa0;: réessayez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The server refused.</source>
        <translation>Le serveur a refusé.</translation>
    </message>
</context>
<context>
    <name>OrganiserMenu</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="+66"/>
        <source>&amp;Start Now</source>
        <extracomment>Ask the organiser (tests replace them): a choice among items, a reason.</extracomment>
        <translation>&amp;Commencer maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>&amp;Pause</source>
        <translation>&amp;Suspendre</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+14"/>
        <source>Close &amp;Registration</source>
        <translation>Clore les &amp;inscriptions</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Correct Result…</source>
        <translation>&amp;Corriger le résultat…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw a Player…</source>
        <translation>&amp;Retirer un joueur…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Registration</source>
        <translation>Ouvrir les &amp;inscriptions</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Started: the first round is paired.</source>
        <translation>Commencé&#xa0;: la première ronde est appariée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resumed.</source>
        <translation>Repris.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: no new round is paired until you resume.</source>
        <translation>Suspendu&#xa0;: aucune nouvelle ronde n&apos;est appariée avant la reprise.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The registration is closed.</source>
        <translation>Les inscriptions sont closes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The registration is open.</source>
        <translation>Les inscriptions sont ouvertes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a game on the Pairings tab first.</source>
        <translation>Choisissez d&apos;abord une partie dans l&apos;onglet Appariements.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct Result</source>
        <translation>Corriger le résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}, board {board}: {south} – {north}</source>
        <translation>Ronde {round}, table {board}&#xa0;: {south} – {north}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>Why (kept in the tournament&apos;s log):</source>
        <translation>Pourquoi (gardé dans le journal du tournoi)&#xa0;:</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The result is corrected.</source>
        <translation>Le résultat est corrigé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Withdraw a Player</source>
        <translation>Retirer un joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player to withdraw:</source>
        <translation>Le joueur à retirer&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is withdrawn: not paired again.</source>
        <translation>{name} est retiré&#xa0;: il n&apos;est plus apparié.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
</context>
<context>
    <name>PlayerPageDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="+124"/>
        <location line="+56"/>
        <source>Player: {name}</source>
        <extracomment>The path of a past game&apos;s record, fetched to open on the main board.</extracomment>
        <translation>Joueur : {name}</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Tournaments entered</source>
        <translation>Tournois disputés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ended</source>
        <translation>Finie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review Game</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the chosen game on the board to review it</source>
        <translation>Ouvre la partie choisie sur le plateau pour la revoir</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Latest games</source>
        <translation>Dernières parties</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>La réponse du serveur n’a pas pu être lue.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{won} won · {drawn} drawn · {lost} lost</source>
        <translation>{won} gagnées · {drawn} nulles · {lost} perdues</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} ({stage})</source>
        <translation>{name} ({stage})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournaments: {events}</source>
        <translation>Tournois&#xa0;: {events}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} · playing now</source>
        <translation>{name} · en partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} · online</source>
        <translation>{name} · en ligne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A guest: no rating, casual games only.</source>
        <translation>Un invité : pas de classement, parties amicales seulement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating {rating}? ± {deviation} (provisional) · rated games: {games}</source>
        <translation>Classement {rating} ? ± {deviation} (provisoire) · parties classées : {games}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rating {rating} ± {deviation} · rated games: {games}</source>
        <translation>Classement {rating} ± {deviation} · parties classées : {games}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drawn</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no result</source>
        <translation>sans résultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>classée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amicale</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no player {name} on this server.</source>
        <translation>Il n’y a pas de joueur {name} sur ce serveur.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a game in the list first.</source>
        <translation>Choisissez d’abord une partie dans la liste.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game could not be kept: {reason}</source>
        <translation>La partie n’a pas pu être gardée : {reason}</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../wari_desktop/gui/study/position_editor.py" line="+62"/>
        <location line="+37"/>
        <source>Set Up Position</source>
        <extracomment>The lines of text kept for the message under the board: its longest English text at the editor&apos;s least width (the famine explanation) takes two.</extracomment>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a house or a store to add a seed, right-click to take one away, or turn the wheel. Drag from one pit to another to move a seed; with Shift, a click adds or removes 5 and a drag moves them all. Keys: the arrows, + and -, a number.</source>
        <translation>Cliquez sur une case ou un grenier pour ajouter une graine, clic droit pour en retirer une, ou tournez la molette. Glissez d&apos;un trou à l&apos;autre pour déplacer une graine&#xa0;; avec Maj, un clic ajoute ou retire 5 et un glissement les déplace toutes. Touches&#xa0;: les flèches, + et -, un nombre.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{side} to move</source>
        <translation>{side} au trait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays the first move from this position</source>
        <translation>Qui joue le premier coup depuis cette position</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>To move:</source>
        <translation>Au trait&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand slam:</source>
        <translation>Grand chelem&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty side:</source>
        <translation>Camp vide&#xa0;:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The position as a FEN: the 12 houses A to f, South&apos;s store, North&apos;s store, and S or N for the player to move. Type one and press Enter to set it up.</source>
        <translation>La position en FEN&#xa0;: les 12 cases de A à f, le grenier de Sud, celui de Nord, puis S ou N pour le joueur au trait. Tapez-en une et appuyez sur Entrée pour la mettre en place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy FEN</source>
        <translation>Copier le FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste FEN</source>
        <translation>Coller un FEN</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>FEN:</source>
        <translation>FEN&#xa0;:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Empty Board</source>
        <translation>Vider le plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening Position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put the position&apos;s FEN on the clipboard</source>
        <translation>Copier le FEN de la position dans le presse-papiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the FEN on the clipboard</source>
        <translation>Mettre en place le FEN du presse-papiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take every seed off the board</source>
        <translation>Retirer toutes les graines du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put 4 seeds in each house and empty the stores</source>
        <translation>Mettre 4 graines dans chaque case et vider les greniers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Fermer et poursuivre la partie en cours (Échap)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a game from this position (Enter)</source>
        <translation>Commencer une partie depuis cette position (Entrée)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This is not a position Wari can set up: {problem}</source>
        <translation>Ce n&apos;est pas une position que Wari peut mettre en place&#xa0;: {problem}</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Seeds: {total} of 48; %n missing. Add them to play.</source>
        <translation>
            <numerusform>Graines&#xa0;: {total} sur 48&#xa0;; il en manque %n. Ajoutez-la pour jouer.</numerusform>
            <numerusform>Graines&#xa0;: {total} sur 48&#xa0;; il en manque %n. Ajoutez-les pour jouer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Seeds: {total} of 48; %n too many. Take them away to play.</source>
        <translation>
            <numerusform>Graines&#xa0;: {total} sur 48&#xa0;; %n de trop. Retirez-la pour jouer.</numerusform>
            <numerusform>Graines&#xa0;: {total} sur 48&#xa0;; %n de trop. Retirez-les pour jouer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules cannot continue from here: the game would be over at once ({reason}), {south}–{north}.</source>
        <translation>Les règles ne peuvent pas continuer d&apos;ici&#xa0;: la partie serait aussitôt finie ({reason}), {south}–{north}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All 48 seeds are there. {player} has no seeds and passes, so {mover} moves first.</source>
        <translation>Les 48 graines sont là. {player} n&apos;a pas de graines et passe&#xa0;: {mover} joue en premier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All 48 seeds are there; {player} to move. Press Play to start.</source>
        <translation>Les 48 graines sont là&#xa0;; {player} au trait. Appuyez sur Jouer pour commencer.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzle_texts.py" line="+20"/>
        <source>Chain capture</source>
        <extracomment>The translation context of the texts built outside the window class.</extracomment>
        <translation>Capture en chaîne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>Capture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand slam</source>
        <translation>Grand chelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet move</source>
        <translation>Coup calme</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last seed starts a chain: house after house is taken.</source>
        <translation>La dernière graine lance une chaîne&#xa0;: les cases sont prises l&apos;une après l&apos;autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The capture is the move that counts here.</source>
        <translation>Ici, c&apos;est la capture qui compte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent is left with nothing to play: a famine, and the seeds left are yours.</source>
        <translation>Votre adversaire n&apos;a plus rien à jouer&#xa0;: c&apos;est la famine, et les graines restantes sont à vous.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mind the grand slam: a move that would take every seed on the other side takes nothing.</source>
        <translation>Attention au grand chelem&#xa0;: un coup qui prendrait toutes les graines de l&apos;autre camp ne prend rien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other move lets the ending slip.</source>
        <translation>Tout autre coup laisse échapper la finale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No capture yet: the move prepares what the others cannot.</source>
        <translation>Pas encore de capture&#xa0;: le coup prépare ce que les autres ne peuvent pas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play {move}: a grand slam, so it captures nothing.</source>
        <translation>Vous jouez {move}&#xa0;: un grand chelem, il ne capture donc rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move} and capture {seeds} from {houses}.</source>
        <translation>Vous jouez {move} et capturez {seeds} dans {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move}.</source>
        <translation>Vous jouez {move}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}: a grand slam, so it captures nothing.</source>
        <translation>{side} joue {move}&#xa0;: un grand chelem, il ne capture donc rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move} and captures {seeds} from {houses}.</source>
        <translation>{side} joue {move} et capture {seeds} dans {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}.</source>
        <translation>{side} joue {move}.</translation>
    </message>
</context>
<context>
    <name>PuzzlesController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_control.py" line="+27"/>
        <source>&amp;Puzzles…</source>
        <translation>Pro&amp;blèmes…</translation>
    </message>
</context>
<context>
    <name>PuzzlesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_window.py" line="+61"/>
        <location line="+238"/>
        <source>Puzzles</source>
        <extracomment>Lines kept under the board for the verdict and the proof (the board never moves).</extracomment>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>The puzzles could not be loaded: {error}</source>
        <translation>Impossible de charger les problèmes&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your puzzle progress file was damaged; what could be read of it was kept.</source>
        <translation>Le fichier de votre progression dans les problèmes était endommagé&#xa0;; ce qui a pu en être lu a été gardé.</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+154"/>
        <source>Puzzle of the day</source>
        <translation>Problème du jour</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Puzzles of this grade</source>
        <translation>Problèmes de cette difficulté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tick marks the puzzles you have solved. Choose one to show it.</source>
        <translation>Une coche marque les problèmes que vous avez résolus. Choisissez-en un pour l&apos;afficher.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show Answer</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put the puzzle&apos;s board back and answer again</source>
        <translation>Remettre le plateau du problème et répondre de nouveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the winning move</source>
        <translation>Jouer le coup gagnant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on to the next unsolved puzzle of this grade</source>
        <translation>Passer au problème non résolu suivant de cette difficulté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the puzzles (Esc)</source>
        <translation>Fermer les problèmes (Échap)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{mark}{number}. {theme}</source>
        <translation>{mark}{number}. {theme}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{solved} of {total} solved</source>
        <translation>Résolus&#xa0;: {solved} sur {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak: {streak}   Best streak: {best}</source>
        <translation>Série&#xa0;: {streak}   Meilleure série&#xa0;: {best}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{grade}
{done} of {total}</source>
        <translation>{grade}
{done} sur {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle of the day
(none)</source>
        <translation>Problème du jour
(aucun)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>★ Puzzle of the day · {grade}{solved}
{day}</source>
        <translation>★ Problème du jour · {grade}{solved}
{day}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ✓</source>
        <translation>  ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{grade} puzzle {number} of {total}</source>
        <translation>Problème {number} sur {total} ({grade})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} to move. One move wins, and only one: find it.</source>
        <translation>{player} au trait. Un coup gagne, et un seul&#xa0;: trouvez-le.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There are no puzzles.</source>
        <translation>Aucun problème à afficher.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Cliquez sur la case que vous joueriez, ou tapez sa lettre.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>That move cannot be played.</source>
        <translation>Ce coup ne peut pas être joué.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sowing…</source>
        <translation>Semis en cours…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The answer: {move}.</source>
        <translation>La solution&#xa0;: {move}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right! {move} wins.</source>
        <translation>Exact&#xa0;! {move} gagne.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The winning line: {line}</source>
        <translation>La ligne gagnante&#xa0;: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over: South {south}, North {north}.</source>
        <translation>La partie est finie&#xa0;: Sud {south}, Nord {north}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With best play from here you lose by {seeds} seeds.</source>
        <translation>Avec le meilleur jeu à partir d&apos;ici, vous perdez de {seeds} graines.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With best play from here the game is only drawn.</source>
        <translation>Avec le meilleur jeu à partir d&apos;ici, la partie n&apos;est que nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search sees you lose the game by force after this move, by {seeds} seeds.</source>
        <translation>La recherche voit que vous perdez forcément la partie après ce coup, de {seeds} graines.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winning move wins the game by force; the search sees that this one does not.</source>
        <translation>Le coup gagnant gagne forcément la partie&#xa0;; la recherche voit que celui-ci non.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search rates this move {seeds} seeds worse than the winning one.</source>
        <translation>La recherche juge ce coup moins bon que le coup gagnant de {seeds} graines.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this one.</source>
        <translation>Ce n&apos;est pas celui-là.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Proven by the endgame table: with best play you gain {value} of the {seeds} seeds on the board, and every other move fails to win.</source>
        <translation>{theme}. Prouvé par la table de finales&#xa0;: avec le meilleur jeu, vous gagnez {value} des {seeds} graines du plateau, et aucun autre coup ne gagne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): it wins the game by force, by {seeds} seeds; no other move is seen to win.</source>
        <translation>{theme}. Jugé par une recherche à {depth} demi-coups (un indice solide, pas une preuve)&#xa0;: il gagne forcément la partie, de {seeds} graines&#xa0;; aucun autre coup ne semble gagner.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): at least {margin} seeds better than any other move.</source>
        <translation>{theme}. Jugé par une recherche à {depth} demi-coups (un indice solide, pas une preuve)&#xa0;: au moins {margin} graines de mieux que tout autre coup.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>à jouer</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_chart.py" line="+87"/>
        <source>Rating chart</source>
        <extracomment>Steps of the axes&apos; marks: a rating step and a game step are the first that leave at most this many marks. The level whose rating is only a lower bound (it won every game against the next). Games above which the dots are left out (the line alone reads better).</extracomment>
        <translation>Graphique du classement</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>Votre classement partie après partie, sur {count} parties classées&#xa0;: de {start} à {now}&#xa0;; au plus haut {best}, au plus bas {worst}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a game against the computer to get a rating</source>
        <translation>Jouez une partie contre l&apos;ordinateur pour obtenir un classement</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>won against {level}</source>
        <translation>gagnée contre {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>nulle contre {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>perdue contre {level}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game {number}, {date}: {result}
Rating after it: {rating}</source>
        <translation>Partie {number}, {date}&#xa0;: {result}
Classement après la partie&#xa0;: {rating}</translation>
    </message>
</context>
<context>
    <name>RatingController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rating_control.py" line="+59"/>
        <source>&amp;Your Rating…</source>
        <extracomment>The tag listing the levels the computer played at in this game (space-separated, weakest first): the game is rated against the first.</extracomment>
        <translation>&amp;Votre classement…</translation>
    </message>
</context>
<context>
    <name>RatingDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_dialog.py" line="+53"/>
        <source>Your Rating</source>
        <translation>Votre classement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your rating</source>
        <translation>Votre classement</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Assisted games (hints, a move taken back, the analysis) are counted in the table but do not change your rating. A game in which you changed the level counts as a game against the weakest level you played.</source>
        <translation>Les parties assistées (indices, un coup repris, l&apos;analyse) sont comptées dans le tableau mais ne changent pas votre classement. Une partie où vous avez changé de niveau compte comme une partie contre le niveau le plus faible que vous avez affronté.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Fermer cette page (Échap)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {rating}</source>
        <translation>Votre classement&#xa0;: {rating}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated yet</source>
        <translation>Non classé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating starts at {rating} and settles as you play.</source>
        <translation>Votre classement part de {rating} et se stabilise au fil des parties.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MATCH MY LEVEL</source>
        <translation>À MON NIVEAU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match my level: {level}</source>
        <translation>À mon niveau&#xa0;: {level}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Very likely between {low} and {high}.</source>
        <translation>Très probablement entre {low} et {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>won against {level}</source>
        <translation>gagnée contre {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>nulle contre {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>perdue contre {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rated games: {count}. Last game: {change} ({result}).</source>
        <translation>Parties classées&#xa0;: {count}. Dernière partie&#xa0;: {change} ({result}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A first guess: the level rated nearest {rating}, where every new rating starts.</source>
        <translation>Une première estimation&#xa0;: le niveau classé le plus près de {rating}, où commence tout nouveau classement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level rated nearest to you ({rating}): expect close games.</source>
        <translation>Le niveau classé le plus près de vous ({rating})&#xa0;: attendez-vous à des parties serrées.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your rating file could not be read ({error}). Games you play now may not be saved.</source>
        <translation>Impossible de lire le fichier de votre classement ({error}). Les parties que vous jouez maintenant risquent de ne pas être enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was too large to read; your rating starts afresh.</source>
        <translation>Le fichier de votre classement était trop volumineux pour être lu&#xa0;; votre classement repart de zéro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was damaged. Games read and kept: {kept}. Games left out (unreadable): {dropped}.</source>
        <translation>Le fichier de votre classement était endommagé. Parties lues et gardées&#xa0;: {kept}. Parties écartées (illisibles)&#xa0;: {dropped}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating was taken from the last game kept.</source>
        <translation>Votre classement a été repris de la dernière partie gardée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating starts afresh.</source>
        <translation>Votre classement repart de zéro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file is kept as {file}.</source>
        <translation>Le fichier endommagé est gardé sous le nom {file}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assisted</source>
        <translation>Assistées</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A lower bound: this level won every game against the level below it.</source>
        <translation>Une borne inférieure&#xa0;: ce niveau a gagné toutes ses parties contre le niveau du dessous.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your record by level</source>
        <translation>Vos résultats par niveau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per level: its rating, and your games against it won, drawn, lost and assisted.</source>
        <translation>Une ligne par niveau&#xa0;: son classement, et vos parties contre lui gagnées, nulles, perdues et assistées.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_words.py" line="+39"/>
        <source>A new rating is provisional: it moves a lot in its first games, then settles as you play.</source>
        <extracomment>Above this deviation a rating is still provisional (two deviations are 220 points).</extracomment>
        <translation>Un classement nouveau est provisoire&#xa0;: il bouge beaucoup lors des premières parties, puis se stabilise au fil du jeu.</translation>
    </message>
</context>
<context>
    <name>RecordDetails</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/record_details.py" line="+44"/>
        <location line="+3"/>
        <source>Record Details</source>
        <extracomment>The tags edited here, in the order of the OGN roster. How the OGN roster writes an unknown value.</extracomment>
        <translation>Détails de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the game&apos;s file when it is saved.</source>
        <translation>Écrits dans le fichier de la partie quand elle est enregistrée.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Event:</source>
        <translation>Événement&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>Lieu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Date&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Ronde&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>{side}:</source>
        <translation>{side}&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion of the game</source>
        <translation>Le tournoi ou l&apos;occasion de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played</source>
        <translation>Où la partie a été jouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played, as year.month.day</source>
        <translation>Quand la partie a été jouée, sous la forme année.mois.jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round of the tournament</source>
        <translation>La ronde du tournoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of South&apos;s player</source>
        <translation>Le nom du joueur de Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of North&apos;s player</source>
        <translation>Le nom du joueur de Nord</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.JJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put today&apos;s date in</source>
        <translation>Mettre la date du jour</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The result is written from the game itself.</source>
        <translation>Le résultat est écrit d&apos;après la partie elle-même.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Résultat&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these details (Enter)</source>
        <translation>Garder ces détails (Entrée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without changing the details (Esc)</source>
        <translation>Fermer sans changer les détails (Échap)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>* (the game is not over)</source>
        <translation>* (la partie n&apos;est pas finie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{score} (a draw)</source>
        <translation>{score} (partie nulle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{score} ({side} wins)</source>
        <translation>{score} ({side} gagne)</translation>
    </message>
</context>
<context>
    <name>RemoteChoice</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/remote_choice.py" line="+32"/>
        <source>Host a game on this network</source>
        <extracomment>host a game on this network (this computer referees it) join a game hosted on this network a game on a server, from its lobby</extracomment>
        <translation>Héberger une partie sur ce réseau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer holds the game; the other player joins it with the address and the short code it shows. Your side, the rules and the clock are yours to choose.</source>
        <translation>Cet ordinateur tient la partie&#xa0;; l&apos;autre joueur la rejoint avec l&apos;adresse et le code court qu&apos;il affiche. Votre côté, les règles et la pendule sont à votre choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join a game on this network</source>
        <translation>Rejoindre une partie sur ce réseau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game hosted on another computer of this network: choose it in the list of games nearby, or type its address and code.</source>
        <translation>Jouez une partie hébergée sur un autre ordinateur de ce réseau&#xa0;: choisissez-la dans la liste des parties à proximité, ou tapez son adresse et son code.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on a server</source>
        <translation>Jouer sur un serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in to a Wari server by its address, then choose an opponent in its lobby (rated or casual games, players from anywhere).</source>
        <translation>Connectez-vous à un serveur Wari par son adresse, puis choisissez un adversaire dans son salon (parties classées ou amicales, joueurs de partout).</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_control.py" line="+51"/>
        <source>&amp;Review Game…</source>
        <translation>Ana&amp;lyser la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review This Game</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine goes through every move and shows where the game was won and lost</source>
        <translation>Le moteur examine chaque coup et montre où la partie a été gagnée et perdue</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_window.py" line="+57"/>
        <location line="+7"/>
        <source>Game review</source>
        <extracomment>Rows of the move list filled in one turn of the event loop.</extracomment>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each move is compared with the engine&apos;s best move in the same position. A move that loses at least {inaccuracy} seed is an inaccuracy, {mistake} seeds a mistake, {blunder} seeds a blunder.</source>
        <translation>Chaque coup est comparé au meilleur coup du moteur dans la même position. Un coup qui perd au moins {inaccuracy} graine est une imprécision, {mistake} graines une erreur, {blunder} graines une gaffe.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the review</source>
        <translation>Arrêter l&apos;analyse</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judgement</source>
        <translation>Jugement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seeds lost</source>
        <translation>Graines perdues</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Better</source>
        <translation>Mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best line</source>
        <translation>Meilleure ligne</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Judged moves</source>
        <translation>Coups jugés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per judged move: the move, the judgement, the seeds it lost, the better move and the best line. Click a row to see the board there.</source>
        <translation>Une ligne par coup jugé : le coup, le jugement, les graines perdues, le meilleur coup et la meilleure ligne. Cliquez sur une ligne pour voir le tablier à ce moment.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s level when you play on from here</source>
        <translation>Le niveau de l&apos;ordinateur quand vous rejouez à partir d&apos;ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from Here</source>
        <translation>Jouer d&apos;ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from the position shown, against the computer at the level chosen</source>
        <translation>Continuer la partie depuis la position affichée, contre l&apos;ordinateur au niveau choisi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep in the Record</source>
        <translation>Garder dans la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the review with the game, as comments other Oware programs can read</source>
        <translation>Enregistrer l&apos;analyse avec la partie, en commentaires que d&apos;autres programmes d&apos;Oware savent lire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the review (Esc)</source>
        <translation>Fermer l&apos;analyse de la partie (Échap)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reviewing: position {done} of {total}</source>
        <translation>Analyse : position {done} sur {total}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Review cancelled</source>
        <translation>Analyse annulée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game review · depth {depth}</source>
        <translation>Analyse de la partie · profondeur {depth}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} ({side})</source>
        <translation>{name} ({side})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Inaccuracies: {inaccuracies} · Mistakes: {mistakes} · Blunders: {blunders}&lt;br&gt;Average loss: {average} seeds a move</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Imprécisions : {inaccuracies} · Erreurs : {mistakes} · Gaffes : {blunders}&lt;br&gt;Perte moyenne : {average} graines par coup</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Play from Here (after move {n}, {side})</source>
        <translation>Jouer d&apos;ici (après le coup {n}, {side})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the Start</source>
        <translation>Jouer depuis le début</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rules_window.py" line="+64"/>
        <location line="+13"/>
        <source>Rules of Wari</source>
        <translation>Règles du Wari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules, section by section, with example boards; the arrow keys and Page Up and Page Down scroll.</source>
        <translation>Les règles, section par section, avec des tabliers d&apos;exemple ; les flèches et Page préc. et Page suiv. font défiler la page.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the rules (Esc)</source>
        <translation>Fermer les règles (Échap)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The rules of Wari</source>
        <translation>Les règles du Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wari, also called Oware, Awalé or Ayo, is played all over West Africa and the Caribbean. Two players sow seeds round a board of twelve houses and capture them from each other. These are the international rules of the Oware Society, known as &lt;i&gt;Oware abapa&lt;/i&gt;.</source>
        <translation>Le Wari, appelé aussi Oware, Awalé ou Ayo, se joue dans toute l&apos;Afrique de l&apos;Ouest et aux Caraïbes. Deux joueurs sèment des graines autour d&apos;un plateau de douze cases et se les capturent l&apos;un à l&apos;autre. Voici les règles internationales de l&apos;Oware Society, dites &lt;i&gt;Oware abapa&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player owns the six houses in front of them: &lt;b&gt;South&lt;/b&gt;, at the bottom, owns &lt;b&gt;A&lt;/b&gt; to &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;North&lt;/b&gt;, at the top, owns &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;f&lt;/b&gt;. The large store at each player&apos;s right keeps the seeds they capture.</source>
        <translation>Chaque joueur possède les six cases devant lui&#xa0;: &lt;b&gt;Sud&lt;/b&gt;, en bas, possède les cases &lt;b&gt;A&lt;/b&gt; à &lt;b&gt;F&lt;/b&gt;&#xa0;; &lt;b&gt;Nord&lt;/b&gt;, en haut, les cases &lt;b&gt;a&lt;/b&gt; à &lt;b&gt;f&lt;/b&gt;. Le grand grenier à la droite de chaque joueur garde les graines qu&apos;il capture.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game begins with 4 seeds in every house, 48 in all. The players take turns; who moves first is chosen before the game, or drawn by lot.</source>
        <translation>La partie commence avec 4 graines dans chaque case, 48 en tout. Les joueurs jouent à tour de rôle&#xa0;; celui qui commence est choisi avant la partie, ou tiré au sort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start: 4 seeds in each house, the stores empty. South&apos;s store is on the right, North&apos;s on the left.</source>
        <translation>Le début&#xa0;: 4 graines dans chaque case, les greniers vides. Le grenier de Sud est à droite, celui de Nord à gauche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sowing</source>
        <translation>Le semis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, choose one of your houses that holds seeds and take them all. Sow them one by one into the following houses, &lt;b&gt;counter-clockwise&lt;/b&gt;: rightwards along your row, then leftwards along your opponent&apos;s. Seeds land on both sides of the board.</source>
        <translation>À votre tour, choisissez l&apos;une de vos cases qui contient des graines et prenez-les toutes. Semez-les une à une dans les cases suivantes, dans le sens &lt;b&gt;inverse des aiguilles d&apos;une montre&lt;/b&gt;&#xa0;: vers la droite le long de votre rangée, puis vers la gauche le long de celle de l&apos;adversaire. Les graines tombent des deux côtés du plateau.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: its 4 seeds go into F, a, b and c.</source>
        <translation>Sud joue &lt;b&gt;E&lt;/b&gt;&#xa0;: ses 4 graines vont dans F, a, b et c.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A house with 12 seeds or more takes the sowing right round the board. The house you started from is &lt;b&gt;skipped&lt;/b&gt; on every lap, so it is always empty after your move.</source>
        <translation>Une case de 12 graines ou plus fait faire au semis le tour complet du plateau. La case de départ est &lt;b&gt;sautée&lt;/b&gt; à chaque tour&#xa0;: elle est donc toujours vide après votre coup.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;E&lt;/b&gt; holds 14 seeds: the sowing goes all the way round, passes over E and ends in b.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; contient 14 graines&#xa0;: le semis fait tout le tour, saute E et se termine en b.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capturing</source>
        <translation>La capture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If your last seed lands in one of your &lt;b&gt;opponent&apos;s&lt;/b&gt; houses and brings it to &lt;b&gt;2 or 3&lt;/b&gt; seeds, you capture them. Then look at the house before it: if it is also your opponent&apos;s and holds 2 or 3, you capture it too, and so on backwards. The chain stops at the first house that holds another number, or that is on your own side. Captured seeds go to your store.</source>
        <translation>Si votre dernière graine tombe dans une case de l&apos;&lt;b&gt;adversaire&lt;/b&gt; et la porte à &lt;b&gt;2 ou 3&lt;/b&gt; graines, vous les capturez. Regardez ensuite la case précédente&#xa0;: si elle appartient aussi à l&apos;adversaire et contient 2 ou 3 graines, vous la capturez aussi, et ainsi de suite en remontant. La chaîne s&apos;arrête à la première case qui contient un autre nombre, ou qui est dans votre camp. Les graines capturées vont dans votre grenier.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;. The last seed makes 2 in b, and a holds 3: South captures both, 5 seeds. F is South&apos;s own house, so the chain stops there.</source>
        <translation>Sud joue &lt;b&gt;E&lt;/b&gt;. La dernière graine fait 2 en b, et a en contient 3&#xa0;: Sud capture les deux, 5 graines. F est une case de Sud, la chaîne s&apos;arrête donc là.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A move that would capture &lt;b&gt;every&lt;/b&gt; seed on your opponent&apos;s side is a &lt;b&gt;grand slam&lt;/b&gt;. You may play it, but it captures nothing: the seeds stay where they fell.</source>
        <translation>Un coup qui capturerait &lt;b&gt;toutes&lt;/b&gt; les graines du camp adverse est un &lt;b&gt;grand chelem&lt;/b&gt;. Vous pouvez le jouer, mais il ne capture rien&#xa0;: les graines restent là où elles sont tombées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: taking a, b and c would leave North with no seeds, so nothing is captured.</source>
        <translation>Sud joue &lt;b&gt;E&lt;/b&gt;&#xa0;: prendre a, b et c laisserait Nord sans graines, donc rien n&apos;est capturé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feeding your opponent</source>
        <translation>Nourrir l&apos;adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never starve your opponent. If their side is empty, you must play a move that gives them at least one seed. If no move can, the game ends and you take the seeds left on your side.</source>
        <translation>N&apos;affamez jamais l&apos;adversaire. Si son camp est vide, vous devez jouer un coup qui lui donne au moins une graine. Si aucun coup ne le peut, la partie s&apos;arrête et vous prenez les graines restées dans votre camp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>North has no seeds. Only &lt;b&gt;E&lt;/b&gt; reaches North&apos;s side, so South must play E.</source>
        <translation>Nord n&apos;a pas de graines. Seule &lt;b&gt;E&lt;/b&gt; atteint le camp de Nord&#xa0;: Sud doit donc jouer E.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South is to move, but no move reaches North&apos;s side: the game ends. South adds the 5 seeds on their side to their store and wins 25 to 23.</source>
        <translation>C&apos;est à Sud de jouer, mais aucun coup n&apos;atteint le camp de Nord&#xa0;: la partie s&apos;arrête. Sud ajoute à son grenier les 5 graines de son camp et gagne 25 à 23.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever captures &lt;b&gt;25&lt;/b&gt; seeds or more wins; at &lt;b&gt;24–24&lt;/b&gt; the game is a draw.</source>
        <translation>Celui qui capture &lt;b&gt;25&lt;/b&gt; graines ou plus gagne&#xa0;; à &lt;b&gt;24–24&lt;/b&gt;, la partie est nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Famine&lt;/b&gt;: when the player to move cannot feed an empty side, or has no seeds at all, the game ends.</source>
        <translation>&lt;b&gt;Famine&lt;/b&gt;&#xa0;: quand le joueur dont c&apos;est le tour ne peut pas nourrir un camp vide, ou n&apos;a plus aucune graine, la partie s&apos;arrête.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Repetition&lt;/b&gt;: when the same position comes round again (the same seeds in every house and the same player to move), the game ends.</source>
        <translation>&lt;b&gt;Répétition&lt;/b&gt;&#xa0;: quand la même position revient (les mêmes graines dans chaque case et le même joueur au trait), la partie s&apos;arrête.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Agreement&lt;/b&gt;: when no more captures can happen, the players may agree to stop.</source>
        <translation>&lt;b&gt;Accord&lt;/b&gt;&#xa0;: quand plus aucune capture n&apos;est possible, les joueurs peuvent convenir d&apos;arrêter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever the game ends before someone reaches 25, each player adds the seeds on their own side to their store. Whoever then has more seeds wins.</source>
        <translation>Chaque fois que la partie s&apos;arrête avant que quelqu&apos;un atteigne 25, chaque joueur ajoute à son grenier les graines de son camp. Celui qui a alors le plus de graines gagne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers these variants from Italian rule books. Without them you play the standard rules above.</source>
        <translation>La fenêtre Nouvelle partie propose ces variantes, tirées de règlements italiens. Sans elles, on joue avec les règles standard ci-dessus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Grand slam forbidden&lt;/b&gt;: a grand slam may not be played unless you have no other move; then it captures nothing.</source>
        <translation>&lt;b&gt;Grand chelem interdit&lt;/b&gt;&#xa0;: un grand chelem ne peut être joué que si vous n&apos;avez aucun autre coup&#xa0;; il ne capture alors rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Tutti a casa&lt;/b&gt; (“everyone home”): as soon as a side is empty, the game ends, and each player takes the seeds on their side.</source>
        <translation>&lt;b&gt;Tutti a casa&lt;/b&gt; («&#xa0;tout le monde à la maison&#xa0;»)&#xa0;: dès qu&apos;un camp est vide, la partie s&apos;arrête et chaque joueur prend les graines de son camp.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Libertà al più forte&lt;/b&gt; (“freedom to the stronger”): a player whose side is empty passes, and the opponent plays freely, with no duty to feed, until seeds come back.</source>
        <translation>&lt;b&gt;Libertà al più forte&lt;/b&gt; («&#xa0;liberté au plus fort&#xa0;»)&#xa0;: le joueur dont le camp est vide passe, et l&apos;adversaire joue librement, sans obligation de le nourrir, jusqu&apos;au retour des graines.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;No end on repetition&lt;/b&gt;: a repeated position does not end the game; the players stop a never-ending game by agreement.</source>
        <translation>&lt;b&gt;Pas de fin par répétition&lt;/b&gt;&#xa0;: une position répétée n&apos;arrête pas la partie&#xa0;; les joueurs arrêtent d&apos;un commun accord une partie sans fin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a match of several games, &lt;b&gt;Case supplementari&lt;/b&gt; (“extra houses”) carries the score over: after each game the players fill houses with the seeds they won, 4 to a house, starting from their own. A remainder of 3 fills one more house. The winner&apos;s extra houses on the opponent&apos;s row belong to them in the next game: with 32 seeds, 8 houses against 4.</source>
        <translation>Dans un match de plusieurs parties, les &lt;b&gt;Case supplementari&lt;/b&gt; («&#xa0;cases supplémentaires&#xa0;») reportent le score&#xa0;: après chaque partie, les joueurs remplissent des cases avec les graines gagnées, 4 par case, en commençant par les leurs. Un reste de 3 remplit une case de plus. Les cases gagnées par le vainqueur dans la rangée adverse lui appartiennent à la partie suivante&#xa0;: avec 32 graines, 8 cases contre 4.</translation>
    </message>
</context>
<context>
    <name>ServerRatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="-178"/>
        <source>No rated games yet</source>
        <extracomment>The folder of games fetched from a server to review, under the data folder (apart from ``games``, the player&apos;s own).</extracomment>
        <translation>Pas encore de partie classée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>Le classement partie après partie, sur {count} parties classées : de {start} à {now} ; au plus haut {best}, au plus bas {worst}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game {number}, {date}
Rating after it: {rating}</source>
        <translation>Partie {number}, {date}
Classement ensuite : {rating}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/settings_dialog.py" line="+49"/>
        <location line="+8"/>
        <source>Settings</source>
        <extracomment>Each language in its own words; these are never translated.</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play sounds</source>
        <translation>Activer les sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The click of seeds dropping into the houses.</source>
        <translation>Le cliquetis des graines qui tombent dans les cases.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Volume:</source>
        <translation>Volume&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How loud the seeds sound, from 0 to 100 percent (arrow keys change it).</source>
        <translation>Le volume du bruit des graines, de 0 à 100 pour cent (les flèches le changent).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound device was found on this computer: the game plays silently.</source>
        <translation>Aucun périphérique audio n’a été trouvé sur cet ordinateur&#xa0;: le jeu reste silencieux.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Instantanée (sans animation)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How fast the seeds are sown on the board.</source>
        <translation>La vitesse à laquelle les graines sont semées sur le plateau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing speed:</source>
        <translation>Vitesse de semis&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the number of seeds in each house</source>
        <translation>Afficher le nombre de graines de chaque case</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small numbers beside the houses and stores, so you need not count.</source>
        <translation>De petits nombres à côté des cases et des greniers, pour ne pas avoir à compter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name in the games you save against the computer (the South or North tag). Left empty, the name this computer knows you by.</source>
        <translation>Votre nom dans les parties contre l&apos;ordinateur que vous enregistrez (la balise South ou North). Laissé vide, le nom sous lequel cet ordinateur vous connaît.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the computer&apos;s thinking</source>
        <translation>Montrer la réflexion de l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the computer thinks, its card shows how deep it has looked and the move it prefers so far.</source>
        <translation>Pendant que l&apos;ordinateur réfléchit, sa carte montre jusqu&apos;où il a regardé et le coup qu&apos;il préfère pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let the master think on your time</source>
        <translation>Laisser le Maître réfléchir pendant votre temps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While you think about your move against the master, the computer thinks too, and answers stronger. It stops the moment you move.</source>
        <translation>Pendant que vous réfléchissez à votre coup contre le Maître, l&apos;ordinateur réfléchit aussi, et répond plus fort. Il s&apos;arrête dès que vous jouez.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Endgame database: not there yet (the computer plays on without it).</source>
        <translation>Base de finales : pas encore là (l&apos;ordinateur joue sans elle).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame database: every position with up to {seeds} seeds on the board.</source>
        <translation>Base de finales : toutes les positions avec jusqu&apos;à {seeds} graines sur le plateau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A larger one ({seeds} seeds) is being built in the background: {percent}%.</source>
        <translation>Une plus grande ({seeds} graines) se construit en arrière-plan : {percent} %.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A larger one ({seeds} seeds) is being built in the background.</source>
        <translation>Une plus grande ({seeds} graines) se construit en arrière-plan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The language of the game&apos;s windows and messages.</source>
        <translation>La langue des fenêtres et des messages du jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new language is used as soon as you press OK: the window is shown again in it, with your game as it stands.</source>
        <translation>La nouvelle langue s&apos;applique dès que vous appuyez sur OK&#xa0;: la fenêtre s&apos;affiche de nouveau dans cette langue, avec votre partie telle qu&apos;elle est.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Sowing speed</source>
        <translation>Vitesse des semailles</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings (Enter)</source>
        <translation>Garder ces réglages (Entrée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing anything (Esc)</source>
        <translation>Fermer sans rien changer (Échap)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/shortcuts_dialog.py" line="+60"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+57"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Everything can be done from the keyboard. Alt and an underlined letter open a menu; Tab moves between the board, the move list and the buttons.</source>
        <translation>Tout se fait au clavier. Alt et une lettre soulignée ouvrent un menu ; Tab passe du tablier à la liste des coups et aux boutons.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Board</source>
        <translation>Tablier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a house of the side to move</source>
        <translation>Jouer une case du camp qui a le trait</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A to F (either case)</source>
        <translation>De A à F (majuscule ou minuscule)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard ring between your houses</source>
        <translation>Déplacer le cadre du clavier entre vos cases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the ringed house</source>
        <translation>Jouer la case encadrée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter or Space</source>
        <translation>Entrée ou Espace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game from a past position</source>
        <translation>Revenir à la partie depuis une position passée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next or previous part of the window</source>
        <translation>Partie suivante ou précédente de la fenêtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dialogs</source>
        <translation>Boîtes de dialogue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Confirm, or close without changes</source>
        <translation>Confirmer, ou fermer sans changement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Esc</source>
        <translation>Entrée, Échap</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One row per command: where it applies, what it does and its keys.</source>
        <translation>Une ligne par commande : où elle s&apos;applique, ce qu&apos;elle fait et ses touches.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Fermer cette page (Échap)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/side_panel.py" line="+128"/>
        <source>Moves</source>
        <extracomment>The panel&apos;s width in a large window, and at the least (a small window&apos;s board needs the room more than the panel does).</extracomment>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played, South&apos;s and North&apos;s side by side; the last move is highlighted. Click a move to see the board after it.</source>
        <translation>Les coups joués, ceux de Sud et de Nord côte à côte ; le dernier coup est mis en évidence. Cliquez sur un coup pour voir le tablier après lui.</translation>
    </message>
</context>
<context>
    <name>SignInFlow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_flow.py" line="+133"/>
        <source>Connecting to the server…</source>
        <translation>Connexion au serveur…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Please sign in again.</source>
        <translation>Veuillez vous reconnecter.</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_form.py" line="+40"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address, such as club.example.org or 192.168.1.20:7531</source>
        <translation>L’adresse du serveur, par exemple club.example.org ou 192.168.1.20:7531</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name on the server: 3 to 20 letters, digits, _ or -</source>
        <translation>Votre nom sur le serveur&#xa0;: de 3 à 20 lettres, chiffres, _ ou -</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your password on the server (it is never kept on this computer)</source>
        <translation>Votre mot de passe sur le serveur (il n’est jamais gardé sur cet ordinateur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;In</source>
        <translation>&amp;Connexion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;Up</source>
        <translation>&amp;Inscription</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new account on this server</source>
        <translation>Créer un nouveau compte sur ce serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play as a &amp;Guest</source>
        <translation>Jouer en invi&amp;té</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play casual games without an account (no rating)</source>
        <translation>Jouer des parties amicales sans compte (sans classement)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign-in message</source>
        <translation>Message de connexion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to come back</source>
        <extracomment>How long before the opponent may claim, when going back to a game.</extracomment>
        <translation>Temps pour revenir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Mot de passe&#xa0;:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Play on a server</source>
        <translation>Jouer sur un serveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in to a Wari server to play people there, with clocks and a rating. Your password is sent to the server only; this computer keeps the server&apos;s address, your name and, where the system has a keyring, a sign-in token.</source>
        <translation>Connectez-vous à un serveur de Wari pour y jouer contre des personnes, avec pendules et classement. Votre mot de passe n’est envoyé qu’au serveur&#xa0;; cet ordinateur garde l’adresse du serveur, votre nom et, si le système a un trousseau, un jeton de connexion.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The server&apos;s address: {reason}</source>
        <translation>L’adresse du serveur&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A name has 3 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Un nom a de 3 à 20 lettres, chiffres, _ ou -, et commence par une lettre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A password has {low} to {high} characters.</source>
        <translation>Un mot de passe a de {low} à {high} caractères.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../wari_desktop/__main__.py" line="+118"/>
        <source>Wari is already running (process {pid}) but does not answer. Close it, or end that process, then start Wari again. Nothing was changed.</source>
        <translation>Wari est déjà lancé (processus {pid}) mais ne répond pas. Fermez-le, ou arrêtez ce processus, puis relancez Wari. Rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>TermsForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/seek_form.py" line="+30"/>
        <source>&amp;Rated</source>
        <extracomment>The clock a new seek offers first (10 minutes each, 5 seconds a move).</extracomment>
        <translation>C&amp;lassée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated game</source>
        <translation>Partie classée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A rated game changes both players&apos; ratings on the server; a casual one does not.</source>
        <translation>Une partie classée change le classement des deux joueurs sur le serveur&#xa0;; une partie amicale, non.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Side by lot</source>
        <translation>Côté au sort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play South (first)</source>
        <translation>Je joue Sud (en premier)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play North</source>
        <translation>Je joue Nord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your side</source>
        <translation>Votre côté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The side you play: South moves first; by lot, a coin decides when the game starts. The other player is told which side they would get.</source>
        <translation>Le côté que vous jouez : Sud commence ; au sort, une pièce décide au début de la partie. L&apos;autre joueur apprend quel côté il aurait.</translation>
    </message>
</context>
<context>
    <name>TournamentForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_form.py" line="+48"/>
        <source>New Tournament</source>
        <extracomment>The tournament was made: its id.</extracomment>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="-2"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rated</source>
        <translation>Classé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No maximum</source>
        <translation>Pas de maximum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots may enter</source>
        <translation>Les bots peuvent participer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None: anyone may enter</source>
        <translation>Aucun : tout le monde peut participer</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a move</source>
        <translation>par coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formule :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rou&amp;nds (Swiss):</source>
        <translation>&amp;Rondes (suisse) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Length (arena):</source>
        <translation>&amp;Durée (arène) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Début :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Maximum of players:</source>
        <translation>&amp;Maximum de joueurs :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Code d&apos;invitation :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Pendule :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes each</source>
        <translation>Minutes chacun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds added a move</source>
        <translation>Secondes ajoutées par coup</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C&amp;reate</source>
        <translation>C&amp;réer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Give the tournament a name.</source>
        <translation>Donnez un nom au tournoi.</translation>
    </message>
</context>
<context>
    <name>TournamentModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_models.py" line="+88"/>
        <source>Tournament</source>
        <extracomment>Formats whose crosstable has a column per opponent.</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>Formule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rated</source>
        <translation>Classé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Starts</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+116"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Stage</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} (closed)</source>
        <translation>{name} (fermé)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organised by {name}</source>
        <translation>Organisé par {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entering needs the invitation code</source>
        <translation>Pour participer, il faut le code d&apos;invitation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>classé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>amical</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+44"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Rating</source>
        <translation>Classement Elo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Score</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Seeds</source>
        <translation>Graines</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(withdrawn)</source>
        <translation>(retiré)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Board</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+22"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+21"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+11"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
</context>
<context>
    <name>TournamentOrganiser</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="-105"/>
        <source>Both lose by forfeit</source>
        <translation>Les deux perdent par forfait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw (½–½)</source>
        <translation>Nulle (½–½)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins by forfeit</source>
        <translation>{name} gagne par forfait</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins ({south}–{north})</source>
        <translation>{name} gagne ({south}–{north})</translation>
    </message>
</context>
<context>
    <name>TournamentPageDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_page.py" line="+118"/>
        <source>Tournament</source>
        <extracomment>The formats that take entries after their start. The column of each table that takes the width left (the players&apos; names; None: the last column). The tabs&apos; look (the lobby&apos;s style sheets have no tabs). A game of the event to watch (its ``game`` frame), as the lobby&apos;s Watch. The path of a finished game&apos;s record, fetched to open on the main board. Asks the invitation code of a closed event (None: cancelled; tests replace it).</extracomment>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the tournament</source>
        <translation>À propos du tournoi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crosstable</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your Games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round shown</source>
        <translation>Ronde affichée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament message</source>
        <translation>Message du tournoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Enter</source>
        <translation>&amp;Participer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw</source>
        <translation>Se &amp;retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W&amp;atch</source>
        <translation>Re&amp;garder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review Game</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chosen finished game on the board to review it</source>
        <translation>Ouvre sur le plateau la partie terminée choisie pour la revoir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Organiser</source>
        <translation>&amp;Organisateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the organiser of this event may do</source>
        <translation>Ce que l&apos;organisateur de cet événement peut faire</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Round:</source>
        <translation>Ronde :</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>La réponse du serveur n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament: {name}</source>
        <translation>Tournoi : {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rated</source>
        <translation>classée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amicale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players: {count}</source>
        <translation>joueurs : {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts {when}</source>
        <translation>début {when}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Organised by {name}</source>
        <translation>Organisé par {name}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A closed event: it asks for the invitation code</source>
        <translation>Un tournoi fermé : il demande le code d&apos;invitation</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are in: your games start on your board by themselves.</source>
        <translation>Vous êtes inscrit : vos parties commenceront d&apos;elles-mêmes sur votre plateau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation Code</source>
        <translation>Code d&apos;invitation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament is closed: its invitation code, from its organiser:</source>
        <translation>Ce tournoi est fermé : son code d&apos;invitation, donné par l&apos;organisateur :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have withdrawn: you are not paired again (a game in progress goes on).</source>
        <translation>Vous vous êtes retiré : vous ne serez plus apparié (une partie en cours continue).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a game in progress in the pairings first.</source>
        <translation>Choisissez d&apos;abord une partie en cours dans les appariements.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your own game: it is on your board.</source>
        <translation>C&apos;est votre propre partie : elle est sur votre plateau.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a finished game first.</source>
        <translation>Choisissez d&apos;abord une partie terminée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be kept: {reason}</source>
        <translation>La partie n&apos;a pas pu être conservée : {reason}</translation>
    </message>
</context>
<context>
    <name>TournamentWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_words.py" line="+33"/>
        <source>Round robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double round robin</source>
        <translation>Double toutes rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss</source>
        <translation>Suisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <translation>Arène</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upcoming</source>
        <translation>À venir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not started</source>
        <translation>Pas commencé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}</source>
        <translation>Ronde {round} sur {rounds}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct encounter</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz cut 1</source>
        <translation>Buchholz tronqué 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median Buchholz</source>
        <translation>Buchholz médian</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Performance</source>
        <translation>Performance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not begun</source>
        <translation>pas commencée</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{south} – {north} (forfeit)</source>
        <translation>{south} – {north} (forfait)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{event}, round {round}</source>
        <translation>{event}, ronde {round}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play South against {name}: your move.</source>
        <translation>Vous jouez Sud contre {name} : à vous de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play South against {name}.</source>
        <translation>Vous jouez Sud contre {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North against {name}: your move.</source>
        <translation>Vous jouez Nord contre {name} : à vous de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play North against {name}: {name} moves first.</source>
        <translation>Vous jouez Nord contre {name} : {name} joue en premier.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make your first move within {seconds} s or lose by forfeit.</source>
        <translation>Jouez votre premier coup dans les {seconds} s ou perdez par forfait.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has {seconds} s for a first move, or loses by forfeit.</source>
        <translation>{name} a {seconds} s pour un premier coup, sinon perd par forfait.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This tournament takes no bots.</source>
        <translation>Ce tournoi n&apos;accepte pas de bots.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament has started: it takes no more players.</source>
        <translation>Ce tournoi a commencé : il n&apos;accepte plus de joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The registration of this tournament is closed.</source>
        <translation>Les inscriptions à ce tournoi sont closes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This tournament is full.</source>
        <translation>Ce tournoi est complet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament needs its invitation code: that one is not it.</source>
        <translation>Ce tournoi demande son code d&apos;invitation : ce n&apos;est pas celui-là.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You withdrew from this tournament: you cannot enter it again now.</source>
        <translation>Vous vous êtes retiré de ce tournoi : vous ne pouvez plus vous y inscrire.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This tournament takes no entry now.</source>
        <translation>Ce tournoi n&apos;accepte pas d&apos;inscription pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guests follow tournaments but do not play in them: sign up to enter.</source>
        <translation>Les invités suivent les tournois mais n&apos;y jouent pas : créez un compte pour participer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only an organiser creates tournaments: the server&apos;s admin grants the role.</source>
        <translation>Seul un organisateur crée des tournois : l&apos;administrateur du serveur accorde le rôle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tournament is no longer there.</source>
        <translation>Ce tournoi n&apos;existe plus.</translation>
    </message>
</context>
<context>
    <name>TournamentsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournaments_view.py" line="+49"/>
        <location line="+5"/>
        <location line="+12"/>
        <source>Tournaments</source>
        <extracomment>How often the list is asked again while it is open (ms). A game of an event to watch (its ``game`` frame), as the lobby&apos;s Watch. The path of a finished game&apos;s record to review on the main board.</extracomment>
        <translation>Tournois</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tournaments message</source>
        <translation>Message des tournois</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Tournament…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For organisers: the server&apos;s admin grants the role</source>
        <translation>Pour les organisateurs : l&apos;administrateur du serveur accorde le rôle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>La réponse du serveur n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tournament on this server yet.</source>
        <translation>Aucun tournoi sur ce serveur pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose a tournament in the list first.</source>
        <translation>Choisissez d&apos;abord un tournoi dans la liste.</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <location filename="../../wari_desktop/gui/study/watch.py" line="+103"/>
        <source>Stop the computers after the move being played, or let them go on</source>
        <translation>Arrêter les ordinateurs après le coup en cours, ou les laisser continuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the next move, then stay paused</source>
        <translation>Jouer le coup suivant, puis rester en pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Now</source>
        <translation>Jouer maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>L&apos;ordinateur joue le meilleur coup trouvé jusqu&apos;ici</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace</source>
        <translation>Rythme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long to wait between moves</source>
        <translation>Combien attendre entre les coups</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slower</source>
        <translation>Plus lent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faster</source>
        <translation>Plus vite</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location line="+16"/>
        <source>&amp;Computer against Computer…</source>
        <translation>Ordinateur &amp;contre ordinateur…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;Now</source>
        <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>L&apos;ordinateur joue le meilleur coup trouvé jusqu&apos;ici</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pause the Computers</source>
        <translation>Mettre les ordinateurs en &amp;pause</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>depth {depth}, best {move}</source>
        <translation>profondeur {depth}, meilleur {move}</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <location line="-229"/>
        <location line="+2"/>
        <source>Computer against Computer</source>
        <extracomment>The pause between two moves at each step of the pace slider, in milliseconds.</extracomment>
        <translation>Ordinateur contre ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play itself, each side at its own level. You can pause it, step one move at a time and change the pace.</source>
        <translation>Regardez l&apos;ordinateur jouer contre lui-même, chaque camp à son niveau. Vous pouvez le mettre en pause, avancer coup par coup et changer le rythme.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{side}&apos;s level</source>
        <translation>Niveau de {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How strongly the computer plays {side}&apos;s side</source>
        <translation>La force du jeu de l&apos;ordinateur pour {side}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side}:</source>
        <translation>{side} :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game of the computer against itself (Enter)</source>
        <translation>Commencer une nouvelle partie de l&apos;ordinateur contre lui-même (Entrée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Fermer et poursuivre la partie en cours (Échap)</translation>
    </message>
</context>
</TS>
