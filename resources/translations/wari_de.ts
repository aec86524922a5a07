<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
        <translation>Zeigen, was die Engine von der Stellung hält</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+137"/>
        <source>Analysing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position set up</source>
        <translation>Zeigen, was die Engine von der aufgebauten Stellung hält</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Nothing to analyse. {why}</source>
        <translation>Nichts zu analysieren. {why}</translation>
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
        <translation>BESTE FOLGE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best line</source>
        <translation>Beste Folge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EACH MOVE</source>
        <translation>JEDER ZUG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point at a move to see the board after it.</source>
        <translation>Zeigen Sie auf einen Zug, um das Brett danach zu sehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is marked as assisted: the analysis was on while you played the computer.</source>
        <translation>Diese Partie ist als unterstützt markiert: Die Analyse war eingeschaltet, während Sie gegen den Computer spielten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position in the board editor</source>
        <translation>Die Stellung im Brett-Editor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>EVALUATION</source>
        <translation>BEWERTUNG</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Analysis starts…</source>
        <translation>Die Analyse beginnt…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About even. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>Etwa ausgeglichen. Die Engine erwartet einen Endstand von {south}–{north} (Süd–Nord).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is ahead by about {margin} seeds. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>{player} liegt etwa {margin} Samen vorn. Die Engine erwartet einen Endstand von {south}–{north} (Süd–Nord).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Depth {depth} · {nodes} positions</source>
        <translation>Tiefe {depth} · {nodes} Stellungen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game is over: {south}–{north} (South–North).</source>
        <translation>Die Partie ist vorbei: {south}–{north} (Süd–Nord).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../wari_desktop/gui/window/announcer.py" line="+28"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 sows %2, %n seed(s)</source>
        <extracomment>What was announced, oldest first (the last 50).</extracomment>
        <translation>
            <numerusform>%1 sät %2, %n Samen</numerusform>
            <numerusform>%1 sät %2, %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, a grand slam: it captures nothing</source>
        <translation>, ein Grand Slam: Er fängt nichts</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, captures %n from %1</source>
        <translation>
            <numerusform>, fängt %n aus %1</numerusform>
            <numerusform>, fängt %n aus %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClaimCountdown</name>
    <message>
        <location filename="../../wari_desktop/gui/online/claim_countdown.py" line="+92"/>
        <source>Asking the server how long you have before {name} may claim the game…</source>
        <extracomment>Seconds to wait for the server&apos;s answer at most.</extracomment>
        <translation>Frage den Server, wie viel Zeit Sie haben, bevor {name} die Partie beanspruchen kann…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How long you have before {name} may claim the game is not known (the server did not say): sign in as soon as you can.</source>
        <translation>Wie viel Zeit Sie haben, bevor {name} die Partie beanspruchen kann, ist nicht bekannt (der Server hat es nicht gesagt): melden Sie sich so bald wie möglich an.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} may claim the game now: sign in to see whether it goes on.</source>
        <translation>{name} kann die Partie jetzt beanspruchen: melden Sie sich an, um zu sehen, ob sie weitergeht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have {time} to sign in before {name} may claim the game.</source>
        <translation>Sie haben {time}, um sich anzumelden, bevor {name} die Partie beanspruchen kann.</translation>
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
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{time} each</source>
        <translation>je {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{time} + {increment} a move</source>
        <translation>{time} + {increment} pro Zug</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A clock for each player: the time for the whole game, and with &quot;+&quot; the seconds added after each move. A player whose time runs out loses the game.</source>
        <translation>Eine Uhr für jeden Spieler: die Bedenkzeit für die ganze Partie und mit „+“ die Sekunden, die nach jedem Zug dazukommen. Wessen Zeit abläuft, der verliert die Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
</context>
<context>
    <name>ClockDisplay</name>
    <message>
        <location filename="../../wari_desktop/gui/window/clock_display.py" line="+76"/>
        <source>{side}&apos;s clock: the time left</source>
        <extracomment>How often the clocks are shown again, in milliseconds. A clock runs low under this many seconds, or under a quarter of the game&apos;s time.</extracomment>
        <translation>Uhr von {side}: die verbleibende Zeit</translation>
    </message>
</context>
<context>
    <name>ComeBack</name>
    <message>
        <location filename="../../wari_desktop/gui/online/comeback.py" line="+118"/>
        <source>this network</source>
        <extracomment>Words of the network&apos;s own errors, said in plain words for a game on this network. Asks the player whether to go back, and tells what failed (tests replace them).</extracomment>
        <translation>dieses Netzwerk</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+157"/>
        <source>Your Online Game</source>
        <translation>Ihre Online-Partie</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Your game against {name} ({where}) was in progress when Wari closed. Go back to it? If you don&apos;t, {name} may claim it once your time to come back is over.</source>
        <translation>Ihre Partie gegen {name} ({where}) lief noch, als Wari geschlossen wurde. Zu ihr zurückkehren? Wenn nicht, kann {name} sie beanspruchen, sobald Ihre Zeit zur Rückkehr abgelaufen ist.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>signed in as {name}, not as {player}</source>
        <translation>angemeldet als {name}, nicht als {player}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the server did not send the game</source>
        <translation>der Server hat die Partie nicht gesendet</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the sign-in kept for it is no longer taken</source>
        <translation>die dafür gespeicherte Anmeldung wird nicht mehr angenommen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your online game could not be resumed: {why}</source>
        <translation>Ihre Online-Partie konnte nicht fortgesetzt werden: {why}</translation>
    </message>
</context>
<context>
    <name>ConnectErrors</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connect_errors.py" line="+65"/>
        <source>The name {host} is not known on this network: check the address.</source>
        <extracomment>``errno`` values that mean &quot;no way to that address from here&quot;. ``errno`` values that mean &quot;the connection was cut while opening&quot;. Names of the WebSocket library&apos;s handshake errors (matched by name: this room does not import the network library).</extracomment>
        <translation>Der Name {host} ist in diesem Netzwerk unbekannt: Prüfe die Adresse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing answers at {host} port {port}: is the server running, and is the address right? A firewall may be in the way.</source>
        <translation>Unter {host} Port {port} antwortet nichts: Läuft der Server, und stimmt die Adresse? Vielleicht ist eine Firewall im Weg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{host} cannot be reached from this computer: is the address right, and is this computer on the same network? A firewall may be in the way.</source>
        <translation>{host} ist von diesem Computer aus nicht erreichbar: Stimmt die Adresse, und ist dieser Computer im selben Netzwerk? Vielleicht ist eine Firewall im Weg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The secure connection to {host} could not be made: its certificate was refused.</source>
        <translation>Die sichere Verbindung zu {host} kam nicht zustande: Sein Zertifikat wurde abgelehnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} port {port} did not answer in time: the computer may be off or busy, or a firewall may be in the way.</source>
        <translation>{host} Port {port} hat nicht rechtzeitig geantwortet: Der Computer ist vielleicht aus oder ausgelastet, oder eine Firewall ist im Weg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to {host} was cut while it opened: try again.</source>
        <translation>Die Verbindung zu {host} wurde beim Aufbau unterbrochen: Versuche es noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something answers at {host} port {port}, but it is not a Wari server: is the address right?</source>
        <translation>Unter {host} Port {port} antwortet etwas, aber kein Wari-Server: Stimmt die Adresse?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a server&apos;s address: write it as host:port, for example 192.168.1.20:7531.</source>
        <translation>Das ist keine Serveradresse: Schreibe sie als Host:Port, zum Beispiel 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not connect: {why}</source>
        <translation>Verbindung nicht möglich: {why}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The other side runs another version of Wari ({why}): the same version is needed on both sides.</source>
        <translation>Die Gegenseite verwendet eine andere Wari-Version ({why}): Auf beiden Seiten wird dieselbe Version gebraucht.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+69"/>
        <source>Board to set up</source>
        <extracomment>The most seeds one pit may hold in the editor (all of them). The keys that add seeds to the ringed pit, and how many. Digits typed within this many seconds make one number (&quot;1&quot;, &quot;2&quot;: 12 seeds).</extracomment>
        <translation>Brett zum Aufbauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move between the houses and the stores; + and - add or take away a seed, Page Up and Page Down five; type a number to set the count, Delete to empty the pit.</source>
        <translation>Die Pfeiltasten wechseln zwischen den Mulden und den Speichern; + und - legen einen Samen dazu oder nehmen einen weg, Bild↑ und Bild↓ fünf; tippen Sie eine Zahl, um die Anzahl zu setzen, Entf leert die Mulde.</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_graph.py" line="+38"/>
        <source>Click to see the position</source>
        <extracomment>The colour and dot radius (pixels) of each judgement.</extracomment>
        <translation>Klicken, um die Stellung zu sehen</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>South ahead</source>
        <translation>Süd vorn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Nord vorn</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/platform/file_dialogs.py" line="+42"/>
        <source>Files</source>
        <extracomment>The size Qt&apos;s own file dialog opens at (less on a smaller screen). The width of its list of places (&quot;Computer&quot;, the home folder), beside the files.</extracomment>
        <translation>Dateien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look in</source>
        <translation>Suchen in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder shown, and the folders above it</source>
        <translation>Der angezeigte Ordner und die Ordner darüber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder</source>
        <translation>Die Ordner und Partiedateien in diesem Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder, with their size, type and date</source>
        <translation>Die Ordner und Partiedateien in diesem Ordner, mit Größe, Typ und Datum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and bookmarks</source>
        <translation>Orte und Lesezeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name to save the game under</source>
        <translation>Der Name, unter dem die Partie gespeichert wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the game file to open</source>
        <translation>Der Name der zu öffnenden Partiedatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type</source>
        <translation>Dateityp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which files the list shows</source>
        <translation>Welche Dateien die Liste zeigt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open the chosen game file</source>
        <translation>Die gewählte Partiedatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game in the chosen file</source>
        <translation>Die Partie in der gewählten Datei speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this dialog without opening or saving (Esc)</source>
        <translation>Diesen Dialog schließen, ohne zu öffnen oder zu speichern (Esc)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Look in:</source>
        <translation>Suchen in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type:</source>
        <translation>Dateien des Typs:</translation>
    </message>
</context>
<context>
    <name>GameBoardView</name>
    <message>
        <location filename="../../wari_desktop/gui/board/board_view.py" line="+123"/>
        <source>Wari board</source>
        <extracomment>How much each speed stretches the normal timing (None: no animation). What the board shows now; every number on screen follows it.</extracomment>
        <translation>Wari-Brett</translation>
    </message>
    <message numerus="yes">
        <location line="+132"/>
        <source>%1: %n seed(s)</source>
        <translation>
            <numerusform>%1: %n Samen</numerusform>
            <numerusform>%1: %n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>South&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Speicher von Süd: %n Samen</numerusform>
            <numerusform>Speicher von Süd: %n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>North&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Speicher von Nord: %n Samen</numerusform>
            <numerusform>Speicher von Nord: %n Samen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/host_dialog.py" line="+127"/>
        <source>Host a Game</source>
        <translation>Partie ausrichten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the other player</source>
        <translation>Warten auf den anderen Spieler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the other computer: New Game, “A person on another computer”, “Join a game on this network”; then choose this game in the list, or type this address and code.</source>
        <translation>Am anderen Computer: Neue Partie, „Eine Person an einem anderen Computer“, „Einer Partie in diesem Netzwerk beitreten“; dann diese Partie in der Liste wählen oder diese Adresse und diesen Code eingeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting the game…</source>
        <translation>Die Partie wird gestartet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State of the hosted game</source>
        <translation>Stand der ausgerichteten Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrong codes typed</source>
        <translation>Eingegebene falsche Codes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code:</source>
        <translation>Beitrittscode:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Hosting</source>
        <translation>Nicht mehr ausrichten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop hosting: the game is withdrawn from this network (Esc)</source>
        <translation>Nicht mehr ausrichten: Die Partie wird aus diesem Netzwerk zurückgezogen (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Address: {address}</source>
        <translation>Adresse: {address}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code: {code}</source>
        <translation>Beitrittscode: {code}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Waiting for the other player to join…</source>
        <translation>Warten, bis der andere Spieler beitritt…</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+91"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>HouseListModel</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/board/house_model.py" line="+93"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="-86"/>
        <source>South&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Speicher von Süd, %n Samen</numerusform>
            <numerusform>Speicher von Süd, %n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+3"/>
        <source>North&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Speicher von Nord, %n Samen</numerusform>
            <numerusform>Speicher von Nord, %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the computer&apos;s</source>
        <translation>des Computers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>South&apos;s</source>
        <translation>von Süd</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>North&apos;s</source>
        <translation>von Nord</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+1"/>
        <source>House %1, %n seed(s), %2</source>
        <translation>
            <numerusform>Mulde %1, %n Samen, %2</numerusform>
            <numerusform>Mulde %1, %n Samen, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, playable</source>
        <translation>%1, spielbar</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/join_dialog.py" line="+64"/>
        <source>Join a Game</source>
        <extracomment>The error code of a guest refused for a wrong join code (``protocol.ErrorCode``). The error code of a computer refused for a while after too many wrong codes.</extracomment>
        <translation>Einer Partie beitreten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join a game on this network</source>
        <translation>Einer Partie in diesem Netzwerk beitreten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Games nearby</source>
        <translation>Partien in der Nähe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games announced on this network; choose one, then type its code</source>
        <translation>Die in diesem Netzwerk angekündigten Partien; eine wählen, dann ihren Code eingeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for games… If none shows, type the address and the code the host shows.</source>
        <translation>Partien werden gesucht… Erscheint keine, die Adresse und den Code eingeben, die der Gastgeber anzeigt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Beitrittscode:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose a game, then type the code its host shows.</source>
        <translation>Eine Partie wählen, dann den Code eingeben, den ihr Gastgeber anzeigt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Joining…</source>
        <translation>Beitritt läuft…</translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_list.py" line="+30"/>
        <source>clock unknown</source>
        <translation>Uhr unbekannt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant rules</source>
        <translation>Variantenregeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>already started</source>
        <translation>schon begonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of Wari: cannot be joined</source>
        <translation>eine andere Wari-Version: kein Beitritt möglich</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{host} — {clock}, {rules}</source>
        <translation>{host} — {clock}, {rules}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host plays South.</source>
        <translation>Der Gastgeber spielt Süd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host plays North.</source>
        <translation>Der Gastgeber spielt Nord.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides are drawn by lot.</source>
        <translation>Die Seiten werden ausgelost.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At {address}:{port}.</source>
        <translation>Unter {address}:{port}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+24"/>
        <source>Type the address the host shows, such as 192.168.1.20:7531.</source>
        <translation>Die Adresse eingeben, die der Gastgeber anzeigt, etwa 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type only the address and the port, such as 192.168.1.20:7531.</source>
        <translation>Nur die Adresse und den Port eingeben, etwa 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An IPv6 address in brackets needs its closing ].</source>
        <translation>Eine IPv6-Adresse in Klammern braucht ihre schließende ].</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the ] of an IPv6 address comes a colon and the port, or nothing.</source>
        <translation>Nach der ] einer IPv6-Adresse folgen ein Doppelpunkt und der Port, oder nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} is not an IPv6 address.</source>
        <translation>{host} ist keine IPv6-Adresse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{host} is not an IPv4 address.</source>
        <translation>{host} ist keine IPv4-Adresse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A port follows the colon, such as :7531.</source>
        <translation>Nach dem Doppelpunkt folgt ein Port, etwa :7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port is a number from 1 to 65535, not “{port}”.</source>
        <translation>Der Port ist eine Zahl von 1 bis 65535, nicht „{port}“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address is missing before the port.</source>
        <translation>Vor dem Port fehlt die Adresse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{host}” is not an address: use letters, digits, dashes and dots, such as ama-laptop.local or 192.168.1.20.</source>
        <translation>„{host}“ ist keine Adresse: Buchstaben, Ziffern, Bindestriche und Punkte verwenden, etwa ama-laptop.local oder 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the join code the host shows.</source>
        <translation>Den Beitrittscode eingeben, den der Gastgeber anzeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A join code has {wanted} characters, not {typed}.</source>
        <translation>Ein Beitrittscode hat {wanted} Zeichen, nicht {typed}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A join code has no {letters}: check the code the host shows.</source>
        <translation>Ein Beitrittscode enthält kein {letters}: den Code prüfen, den der Gastgeber anzeigt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host did not accept this code. Check the code it shows and type it again.</source>
        <translation>Der Gastgeber hat diesen Code nicht angenommen. Den angezeigten Code prüfen und erneut eingeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host has no game open: it may have started one with someone else. Ask the host to start a new one.</source>
        <translation>Der Gastgeber hat keine offene Partie: Vielleicht hat er eine mit jemand anderem begonnen. Ihn bitten, eine neue zu öffnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The other computer did not answer as a Wari game does: nothing was taken from it.</source>
        <translation>Der andere Computer hat nicht wie eine Wari-Partie geantwortet: Nichts davon wurde übernommen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This address is a Wari server, not a game hosted on a network: choose “Play on a server” in New Game to play there.</source>
        <translation>Diese Adresse ist ein Wari-Server, keine in einem Netzwerk ausgerichtete Partie: „Auf einem Server spielen“ unter Neue Partie wählen, um dort zu spielen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing answers at {address}: the game may no longer be hosted there, or a firewall on the host&apos;s computer blocks Wari. Check the address and the port the host shows, and that its firewall lets Wari take connections.</source>
        <extracomment>What the network&apos;s own errors say, by the words they contain (lower case): refused, timed out, no way there, a name not known.</extracomment>
        <translation>Unter {address} antwortet nichts: Die Partie wird dort vielleicht nicht mehr ausgerichtet, oder eine Firewall auf dem Rechner des Gastgebers sperrt Wari. Prüfe die Adresse und den Port, die der Gastgeber zeigt, und dass seine Firewall Wari Verbindungen annehmen lässt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer at {address} did not answer in time. Check that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>Der Rechner unter {address} hat nicht rechtzeitig geantwortet. Prüfe, dass beide Rechner im selben Netz sind und dass eine Firewall auf dem Rechner des Gastgebers Wari Verbindungen annehmen lässt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This computer has no way to {address}: check that both computers are on the same network, and that the address is the one the host shows first (not a container&apos;s or another network&apos;s).</source>
        <translation>Dieser Rechner hat keinen Weg zu {address}: Prüfe, dass beide Rechner im selben Netz sind und dass die Adresse die erste ist, die der Gastgeber zeigt (nicht die eines Containers oder eines anderen Netzes).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The name in {address} is not known on this network: type the host&apos;s address in numbers, such as 192.168.1.20.</source>
        <translation>Der Name in {address} ist in diesem Netz nicht bekannt: Gib die Adresse des Gastgebers in Ziffern ein, etwa 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not reach a game at {address}. Check the address, that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>Keine Partie unter {address} erreichbar. Prüfe die Adresse, dass beide Rechner im selben Netz sind und dass eine Firewall auf dem Rechner des Gastgebers Wari Verbindungen annehmen lässt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game is not hosted: the network interfaces named in WARI_LAN_INTERFACES are not on this computer, so nobody could be told where to join. Correct or remove the setting, then host again. ({reason})</source>
        <translation>Die Partie wird nicht ausgerichtet: Die in WARI_LAN_INTERFACES genannten Netzwerkschnittstellen gibt es auf diesem Rechner nicht, also könnte niemandem gesagt werden, wo er beitreten kann. Korrigiere oder entferne die Einstellung und richte die Partie erneut aus. ({reason})</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The connection to the host was lost. Try again.</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen. Erneut versuchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be hosted on this computer. ({reason})</source>
        <translation>Die Partie konnte auf diesem Computer nicht ausgerichtet werden. ({reason})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be announced on this network, so it will not be listed nearby: tell the other player the address and the code. ({reason})</source>
        <translation>Die Partie konnte in diesem Netzwerk nicht angekündigt werden und erscheint daher nicht in der Nähe: dem anderen Spieler Adresse und Code sagen. ({reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games nearby cannot be listed: type the address and the code the host shows. ({reason})</source>
        <translation>Partien in der Nähe können nicht aufgelistet werden: die Adresse und den Code eingeben, die der Gastgeber anzeigt. ({reason})</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/host_words.py" line="+17"/>
        <source>You host this game: closing Wari stops it for both of you, and no clock runs while it is stopped. At the next start you can go back to it, and {name} comes back to it too. Close anyway?</source>
        <translation>Du richtest diese Partie aus: Wenn du Wari schließt, hält sie für euch beide an, und keine Uhr läuft, solange sie steht. Beim nächsten Start kannst du zu ihr zurückkehren, und {name} kehrt auch zurück. Trotzdem schließen?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your game against {name}, hosted on this computer, stopped when Wari closed; no clock ran meanwhile. Go back to it? {name} comes back to it too. If you don&apos;t, the game is dropped without a result.</source>
        <translation>Deine Partie gegen {name}, auf diesem Rechner ausgerichtet, hielt an, als Wari geschlossen wurde; inzwischen lief keine Uhr. Zu ihr zurückkehren? {name} kehrt auch zurück. Wenn nicht, wird die Partie ohne Ergebnis verworfen.</translation>
    </message>
</context>
<context>
    <name>LanPlurals</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+20"/>
        <source>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minute(s), even the right one. Check the code with the host meanwhile.</source>
        <translation>
            <numerusform>Auf diesem Rechner wurden zu viele falsche Codes eingegeben: Der Gastgeber nimmt noch %n Minute lang keinen Code von ihm an, auch nicht den richtigen. Kläre den Code inzwischen mit dem Gastgeber.</numerusform>
            <numerusform>Auf diesem Rechner wurden zu viele falsche Codes eingegeben: Der Gastgeber nimmt noch %n Minuten lang keinen Code von ihm an, auch nicht den richtigen. Kläre den Code inzwischen mit dem Gastgeber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n wrong code(s) typed from {address}.</source>
        <translation>
            <numerusform>%n falscher Code von {address} eingegeben.</numerusform>
            <numerusform>%n falsche Codes von {address} eingegeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That computer is refused for %n more minute(s), even with the right code.</source>
        <translation>
            <numerusform>Dieser Rechner wird noch %n Minute lang abgewiesen, auch mit dem richtigen Code.</numerusform>
            <numerusform>Dieser Rechner wird noch %n Minuten lang abgewiesen, auch mit dem richtigen Code.</numerusform>
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
        <translation>Rangliste</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deviation</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated games</source>
        <translation>Gewertete Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Player Page</source>
        <translation>&amp;Spielerseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Page</source>
        <translation>Spielerseite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Die Antwort des Servers konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players whose rating is settled (not provisional), with {count} or more rated games, best first.</source>
        <translation>Spieler mit gefestigter Wertung (nicht vorläufig) und mindestens {count} gewerteten Partien, die besten zuerst.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nobody is listed yet.</source>
        <translation>Noch steht niemand darauf.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+35"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_control.py" line="+27"/>
        <source>Set Up &amp;Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+80"/>
        <source>Open Recen&amp;t</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Record &amp;Details…</source>
        <translation>&amp;Details zur Partie…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;First Position</source>
        <translation>&amp;Erste Stellung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>La&amp;st Position</source>
        <translation>&amp;Letzte Stellung</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+31"/>
        <source>Welcome to Wari</source>
        <translation>Willkommen bei Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Wari? Ten short lessons teach the rules on the board, one move at a time. You can open them later from Help, Lessons.</source>
        <translation>Neu bei Wari? Zehn kurze Lektionen bringen Ihnen die Regeln auf dem Brett bei, Zug für Zug. Sie können sie später unter Hilfe, Lektionen öffnen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start the Lessons</source>
        <translation>Lektionen starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the first lesson now</source>
        <translation>Die erste Lektion jetzt öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play; the lessons stay in the Help menu</source>
        <translation>Spielen; die Lektionen bleiben im Menü Hilfe</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/recent_menu.py" line="+54"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../wari_desktop/lessons/course.py" line="+17"/>
        <source>Sowing</source>
        <translation>Säen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move takes every seed of one of your houses and sows them one by one into the houses that follow, counter-clockwise. Which of your houses drops its last seed into North&apos;s house c?</source>
        <translation>Ein Zug nimmt alle Samen aus einer Ihrer Mulden und sät sie einzeln in die folgenden Mulden, gegen den Uhrzeigersinn. Welche Ihrer Mulden legt ihren letzten Samen in Nords Mulde c?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s four seeds went one each into F, a, b and c. Every move is sown like this, one seed per house.</source>
        <translation>Richtig: Die vier Samen aus E gingen je einer nach F, a, b und c. Jeder Zug wird so gesät, ein Samen pro Mulde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count one house for each seed, starting with the house after the one you play: c is four houses after E.</source>
        <translation>Zählen Sie für jeden Samen eine Mulde, beginnend mit der Mulde nach der gespielten: c liegt vier Mulden hinter E.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lap of the board</source>
        <translation>Einmal ums Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A house of 12 seeds or more sows right round the board and skips the house it started from. Which of your moves drops its last seed into North&apos;s house b?</source>
        <translation>Eine Mulde mit 12 Samen oder mehr sät einmal rund ums Brett und überspringt die Mulde, aus der gesät wird. Welcher Ihrer Züge legt seinen letzten Samen in Nords Mulde b?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s 14 seeds went round from F to D, skipped E and went on into F, a and b. E is left empty, and b now holds 4, so nothing is captured.</source>
        <translation>Richtig: Die 14 Samen aus E gingen von F bis D herum, übersprangen E und liefen weiter nach F, a und b. E bleibt leer, und b hat jetzt 4, also wird nichts gefangen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the big house, E: its 14 seeds go once round the 11 other houses, then on past F into a and b.</source>
        <translation>Folgen Sie der großen Mulde E: Ihre 14 Samen gehen einmal um die 11 anderen Mulden und dann an F vorbei weiter nach a und b.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A capture</source>
        <translation>Ein Fang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your last seed lands in one of North&apos;s houses and makes it hold 2 or 3 seeds, you capture them. Find a move that captures.</source>
        <translation>Wenn Ihr letzter Samen in eine von Nords Mulden fällt und sie auf 2 oder 3 Samen bringt, fangen Sie diese. Finden Sie einen Zug, der fängt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: {move} captured {captured} seeds: its last seed made 2 or 3 in a house of North&apos;s, and they went to your store.</source>
        <translation>Richtig: {move} hat {captured} Samen gefangen: Sein letzter Samen ergab 2 oder 3 in einer Mulde von Nord, und sie kamen in Ihren Speicher.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at North&apos;s houses holding 1 or 2 seeds: which of your moves ends its sowing there?</source>
        <translation>Sehen Sie sich Nords Mulden mit 1 oder 2 Samen an: Welcher Ihrer Züge endet dort?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A chain capture</source>
        <translation>Ein Kettenfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the last house, the house before it is captured too if it now holds 2 or 3, and so on backwards. Find the move that captures the most seeds.</source>
        <translation>Nach der letzten Mulde wird auch die Mulde davor gefangen, wenn sie jetzt 2 oder 3 hat, und so weiter rückwärts. Finden Sie den Zug, der die meisten Samen fängt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s last seed made 2 in b, so b was captured, then a, the house before it, with 3: 5 seeds in a chain. F would have taken only a&apos;s 3.</source>
        <translation>Richtig: Der letzte Samen aus E ergab 2 in b, also wurde b gefangen, dann a, die Mulde davor, mit 3: 5 Samen in einer Kette. F hätte nur die 3 aus a genommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chain runs backwards from the last house: find the move whose last seed lands in b, with a behind it.</source>
        <translation>Eine Kette läuft von der letzten Mulde rückwärts: Finden Sie den Zug, dessen letzter Samen in b landet, mit a dahinter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam</source>
        <translation>Der Grand Slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has one seed in each of a, b and c. Find the move that would capture all of North&apos;s seeds, and see what the Oware Society rule makes of it.</source>
        <translation>Nord hat je einen Samen in a, b und c. Finden Sie den Zug, der alle Samen von Nord fangen würde, und sehen Sie, was die Regel der Oware Society daraus macht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E made 2 in a, b and c, every seed North has. Such a grand slam captures nothing under these rules: the seeds stay and the game goes on.</source>
        <translation>Richtig: E ergab 2 in a, b und c, alle Samen, die Nord hat. Ein solcher Grand Slam fängt nach diesen Regeln nichts: Die Samen bleiben liegen, und die Partie geht weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To reach c your last seed must travel four houses: find the house with exactly enough seeds.</source>
        <translation>Um c zu erreichen, muss Ihr letzter Samen vier Mulden weit wandern: Finden Sie die Mulde mit genau genug Samen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam forbidden</source>
        <translation>Der verbotene Grand Slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Italian rule chosen here, a grand slam may not be played while another move exists. Find the move that captures the most seeds.</source>
        <translation>Nach der hier gewählten italienischen Regel darf ein Grand Slam nicht gespielt werden, solange es einen anderen Zug gibt. Finden Sie den Zug, der die meisten Samen fängt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: F made 2 in a and in b and captured those 4 seeds. c keeps its seed, so North is not emptied and the capture stands.</source>
        <translation>Richtig: F ergab 2 in a und in b und fing diese 4 Samen. c behält seinen Samen, also wird Nord nicht geleert, und der Fang zählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find a capture that leaves North at least one seed.</source>
        <translation>Finden Sie einen Fang, der Nord mindestens einen Samen lässt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E would make 2 in a, b and c and take every seed North has: a grand slam, which this rule forbids while you have another move.</source>
        <translation>E würde in a, b und c je 2 ergeben und Nord alle Samen nehmen: ein Grand Slam, den diese Regel verbietet, solange Sie einen anderen Zug haben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feeding an empty side</source>
        <translation>Eine leere Seite versorgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has no seeds left: when you can, you must play a move that gives them some. Find it.</source>
        <translation>Nord hat keine Samen mehr: Wenn Sie können, müssen Sie einen Zug spielen, der Nord welche gibt. Finden Sie ihn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E sowed into F, a, b and c, so North has three seeds to play and the game goes on.</source>
        <translation>Richtig: E säte nach F, a, b und c, also hat Nord drei Samen zum Spielen, und die Partie geht weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a move that reaches North&apos;s side may be played now.</source>
        <translation>Jetzt darf nur ein Zug gespielt werden, der Nords Seite erreicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{move} does not reach North&apos;s side, and while North is empty a move that feeds them must be played.</source>
        <translation>{move} erreicht Nords Seite nicht, und solange Nord leer ist, muss ein Zug gespielt werden, der Nord versorgt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Famine</source>
        <translation>Aushungern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s last seed, in f, must be sown into your house A next. Find the move after which North captures nothing, is left empty, and cannot be fed: the game then ends and you keep the seeds on your side.</source>
        <translation>Nords letzter Samen in f muss als Nächstes in Ihre Mulde A gesät werden. Finden Sie den Zug, nach dem Nord nichts fängt, leer bleibt und nicht versorgt werden kann: Dann endet die Partie, und Sie behalten die Samen auf Ihrer Seite.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right: with A empty, North&apos;s seed made only 1 in A. North has nothing, and none of your moves reaches them: famine. You add the 6 seeds on your side to your 20 and win {south} to {north}.</source>
        <translation>Richtig: Mit leerem A ergab Nords Samen dort nur 1. Nord hat nichts, und keiner Ihrer Züge erreicht Nord: ausgehungert. Sie zählen die 6 Samen auf Ihrer Seite zu Ihren 20 und gewinnen {south} zu {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch where North&apos;s seed will land: a house of yours holding 1 becomes 2, and North captures it.</source>
        <translation>Achten Sie darauf, wo Nords Samen landet: Eine Ihrer Mulden mit 1 bekommt 2, und Nord fängt sie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The repeated position</source>
        <translation>Die wiederholte Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last seeds chase each other round the board. Find the move that brings back the position shown below, seen earlier in this game: the game then ends and each player takes the seeds on their side.</source>
        <translation>Die letzten Samen jagen einander ums Brett. Finden Sie den Zug, der die unten gezeigte Stellung zurückbringt, die in dieser Partie schon vorkam: Dann endet die Partie, und jeder Spieler nimmt die Samen auf seiner Seite.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right: after C the board is as it was before, with North to move again. The game ends: you take the 3 seeds on your side and North their 1, {south} to {north}.</source>
        <translation>Richtig: Nach C steht das Brett wie zuvor, und wieder ist Nord am Zug. Die Partie endet: Sie nehmen die 3 Samen auf Ihrer Seite und Nord seinen einen, {south} zu {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the board after your move with the position shown: every house must match.</source>
        <translation>Vergleichen Sie das Brett nach Ihrem Zug mit der gezeigten Stellung: Jede Mulde muss übereinstimmen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The end and the count</source>
        <translation>Das Ende und die Zählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have 20 seeds in your store; whoever has captured 25, more than half of the 48, wins at once. Find the move that wins now.</source>
        <translation>Sie haben 20 Samen in Ihrem Speicher; wer 25 gefangen hat, mehr als die Hälfte der 48, gewinnt sofort. Finden Sie den Zug, der jetzt gewinnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E captured 5 and you have 25. The game is over and you win {south} to {north}; the seeds left on the board stay there and are not counted.</source>
        <translation>Richtig: E fing 5, und Sie haben 25. Die Partie ist vorbei, und Sie gewinnen {south} zu {north}; die Samen auf dem Brett bleiben liegen und werden nicht gezählt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You need 5 more seeds: find the capture that takes two houses.</source>
        <translation>Sie brauchen noch 5 Samen: Finden Sie den Fang, der zwei Mulden nimmt.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/lessons/lesson.py" line="+135"/>
        <source>{side} had only one move: {reply}.</source>
        <extracomment>The translation context of every lesson text.</extracomment>
        <translation>{side} hatte nur einen Zug: {reply}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{move} is a house of {side}&apos;s: you play {player}.</source>
        <translation>{move} ist eine Mulde von {side}: Sie spielen {player}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} is empty: there is nothing to sow.</source>
        <translation>{move} ist leer: Es gibt nichts zu säen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules do not allow {move} here.</source>
        <translation>Die Regeln erlauben {move} hier nicht.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Seeds sown from {move}: {seeds}, right round the board, skipping {move}. The last one fell in {last}.</source>
        <translation>Aus {move} gesäte Samen: {seeds}, einmal rund ums Brett, unter Auslassung von {move}. Der letzte fiel in {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seeds sown from {move}: {seeds}. The last one fell in {last}.</source>
        <translation>Aus {move} gesäte Samen: {seeds}. Der letzte fiel in {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It would have taken every seed on {side}&apos;s side: a grand slam, so it captured nothing.</source>
        <translation>Er hätte alle Samen auf der Seite von {side} genommen: ein Grand Slam, also fing er nichts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seeds captured: {captured}, from {houses}.</source>
        <translation>Gefangene Samen: {captured}, aus {houses}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over ({reason}): South {south}, North {north}.</source>
        <translation>Die Partie ist vorbei ({reason}): Süd {south}, Nord {north}.</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_window.py" line="+83"/>
        <location line="+83"/>
        <source>Lessons</source>
        <extracomment>The width of the small board showing an earlier position. The lines of text kept under the board for the verdict: the board never moves.</extracomment>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Try Again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The ten lessons; a tick marks those solved. Choose one to show it.</source>
        <translation>Die zehn Lektionen; ein Haken markiert die gelösten. Wählen Sie eine, um sie anzuzeigen.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Put the lesson&apos;s board back and answer again</source>
        <translation>Das Brett der Lektion zurücksetzen und noch einmal antworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next lesson</source>
        <translation>Weiter zur nächsten Lektion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the lessons (Esc)</source>
        <translation>Die Lektionen schließen (Esc)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Lektion {number} von {total}: {title}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>On the small board: the position after move {n} ({side}) of this game, with {player} to move.</source>
        <translation>Auf dem kleinen Brett: die Stellung nach Zug {n} ({side}) dieser Partie, {player} am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the small board: the starting position of this game, with {player} to move.</source>
        <translation>Auf dem kleinen Brett: die Anfangsstellung dieser Partie, {player} am Zug.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Klicken Sie auf die Mulde, die Sie spielen würden, oder tippen Sie ihren Buchstaben.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Sowing…</source>
        <translation>Säen…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not this one.</source>
        <translation>Dieser nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move cannot be played.</source>
        <translation>Dieser Zug kann nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>LobbyChatPane</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_chat.py" line="+55"/>
        <source>Lobby chat</source>
        <extracomment>Lines the pane keeps on screen.</extracomment>
        <translation>Lobby-Chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lobby chat lines</source>
        <extracomment>The lines shown (who, when, what), to show none twice.</extracomment>
        <translation>Zeilen des Lobby-Chats</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line to say in the lobby</source>
        <translation>Zeile für die Lobby</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Send</source>
        <translation>Sen&amp;den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lobby chat message</source>
        <translation>Meldung des Lobby-Chats</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Say something</source>
        <translation>Etwas sagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A line for everyone in the lobby (Enter sends it)</source>
        <translation>Eine Zeile für alle in der Lobby (Eingabe sendet sie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>Guests read the chat: sign up to write in it.</source>
        <translation>Gäste lesen den Chat mit: registrieren Sie sich, um darin zu schreiben.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Too many lines at once in the lobby chat: wait a moment before the next.</source>
        <translation>Zu viele Zeilen auf einmal im Lobby-Chat: Warten Sie einen Moment vor der nächsten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s admin has muted you in the lobby chat.</source>
        <translation>Der Administrator des Servers hat Sie im Lobby-Chat stummgeschaltet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That line cannot be shown to others (no control characters).</source>
        <translation>Diese Zeile kann anderen nicht gezeigt werden (keine Steuerzeichen).</translation>
    </message>
</context>
<context>
    <name>LobbyModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_models.py" line="+56"/>
        <location line="+30"/>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A rating with &quot;?&quot; is provisional: the server is not yet sure of it, as its deviation is above {deviation}. About 10 rated games against settled players settle it.</source>
        <translation>Eine Wertung mit „?“ ist vorläufig: Der Server ist sich ihrer noch nicht sicher, denn ihre Abweichung liegt über {deviation}. Etwa 10 gewertete Partien gegen Spieler mit gefestigter Wertung festigen sie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} ({rating}, bot)</source>
        <translation>{name} ({rating}, Bot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} ({rating})</source>
        <translation>{name} ({rating})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>ungewertet</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>by lot</source>
        <translation>per Los</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+19"/>
        <source>Clock</source>
        <translation>Uhr</translation>
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
        <translation>Ihre Seite</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+29"/>
        <source>South</source>
        <translation>Süd</translation>
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
        <translation>Jetzt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_window.py" line="+89"/>
        <source>Play on a Server</source>
        <extracomment>A game this player plays has started (its first ``game`` frame; once a game). A game the player asked to watch (its ``game`` frame). A past game to review on the main board (the path of its record, fetched).</extracomment>
        <translation>Auf einem Server spielen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your account</source>
        <translation>Ihr Konto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign &amp;Out</source>
        <translation>Ab&amp;melden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acc&amp;ept Challenge</source>
        <translation>Herausforderung ann&amp;ehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Decline</source>
        <translation>Ab&amp;lehnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>Open seeks</source>
        <translation>Offene Angebote</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Players online</source>
        <translation>Spieler online</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Games in progress</source>
        <translation>Laufende Partien</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Accept Seek</source>
        <translation>&amp;Angebot annehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenge</source>
        <translation>&amp;Herausfordern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to challenge</source>
        <translation>Herauszufordernder Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the player to challenge: the one chosen in the list, or any other typed here</source>
        <translation>Der Name des herauszufordernden Spielers: der in der Liste gewählte oder ein anderer, hier eingegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Watch</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Seek</source>
        <translation>&amp;Neues Angebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel My Seek</source>
        <translation>Mein Angebot zurückziehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lobby message</source>
        <translation>Meldung der Lobby</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seek</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Tournaments</source>
        <translation>&amp;Turniere</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s tournaments: enter, follow the standings, watch the games</source>
        <translation>Die Turniere des Servers: anmelden, die Tabelle verfolgen, Partien zusehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;Page</source>
        <translation>&amp;Spielerseite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page of the player chosen in the list (else your own): rating and its chart, record, latest games</source>
        <translation>Die Seite des in der Liste gewählten Spielers (sonst Ihre eigene): Wertung mit Verlauf, Bilanz, letzte Partien</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A seek offers a game to anyone in the lobby; a challenge, to the player chosen. Both offer this clock, rated or casual.</source>
        <translation>Ein Angebot bietet allen in der Lobby eine Partie an, eine Herausforderung nur dem gewählten Spieler. Beide bieten diese Uhr an, gewertet oder ungewertet.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>{name}, playing as a guest (casual games)</source>
        <translation>{name}, als Gast (ungewertete Partien)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, rated {rating} on this server</source>
        <translation>{name}, Wertung {rating} auf diesem Server</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>{name} challenges you to a game.</source>
        <translation>{name} fordert Sie zu einer Partie heraus.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Page of {name}</source>
        <translation>Seite von {name}</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Choose a seek in the list first.</source>
        <translation>Wählen Sie zuerst ein Angebot in der Liste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is your own seek: it waits for another player.</source>
        <translation>Das ist Ihr eigenes Angebot: Es wartet auf einen anderen Spieler.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a player in the list first.</source>
        <translation>Wählen Sie zuerst einen Spieler in der Liste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player can have that name.</source>
        <translation>Diesen Namen kann kein Spieler haben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is not online.</source>
        <translation>{name} ist nicht online.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge sent to {name}.</source>
        <translation>Herausforderung an {name} gesendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a game in the list first.</source>
        <translation>Wählen Sie zuerst eine Partie in der Liste.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your seek is open: the game starts when someone accepts it.</source>
        <translation>Ihr Angebot steht: Die Partie beginnt, sobald es jemand annimmt.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/game/texts.py" line="+22"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Hobby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>more than half the seeds captured</source>
        <translation>mehr als die Hälfte der Samen gefangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>24 seeds each</source>
        <translation>je 24 Samen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>famine: no move could be played; each player takes the seeds on their side</source>
        <translation>Aushungern: kein Zug war möglich; jeder Spieler nimmt die Samen auf seiner Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the position repeated; each player takes the seeds on their side</source>
        <translation>die Stellung hat sich wiederholt; jeder Spieler nimmt die Samen auf seiner Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended by agreement; each player takes the seeds on their side</source>
        <translation>in gegenseitigem Einvernehmen beendet; jeder Spieler nimmt die Samen auf seiner Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was emptied; each player takes the seeds on their side</source>
        <translation>eine Seite wurde geleert; jeder Spieler nimmt die Samen auf seiner Seite</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You lose on time</source>
        <translation>Sie verlieren auf Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins: your time ran out</source>
        <translation>{winner} gewinnt: Ihre Zeit ist abgelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} loses on time</source>
        <translation>{loser} verliert auf Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win: {loser} ran out of time</source>
        <translation>Sie gewinnen: {loser} hat keine Zeit mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} wins: {loser} ran out of time</source>
        <translation>{winner} gewinnt: {loser} hat keine Zeit mehr</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a player left the game and did not come back; the game was called off</source>
        <translation>Ein Spieler hat die Partie verlassen und ist nicht zurückgekommen; die Partie wurde abgesagt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you left the game and did not come back; {other} called the game off</source>
        <translation>Sie haben die Partie verlassen und sind nicht zurückgekommen; {other} hat die Partie abgesagt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; you called the game off</source>
        <translation>{player} hat die Partie verlassen und ist nicht zurückgekommen; Sie haben die Partie abgesagt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; {other} called the game off</source>
        <translation>{player} hat die Partie verlassen und ist nicht zurückgekommen; {other} hat die Partie abgesagt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you did not make a first move in time; the game was aborted</source>
        <translation>Sie haben den ersten Zug nicht rechtzeitig gemacht; die Partie wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} did not make a first move in time; the game was aborted</source>
        <translation>{player} hat den ersten Zug nicht rechtzeitig gemacht; die Partie wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was aborted before the second move</source>
        <translation>Die Partie wurde vor dem zweiten Zug abgebrochen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You win</source>
        <translation>Sie gewinnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins</source>
        <translation>{winner} gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You left the game and did not come back</source>
        <translation>Sie haben die Partie verlassen und sind nicht zurückgekommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{loser} left the game and did not come back</source>
        <translation>{loser} hat die Partie verlassen und ist nicht zurückgekommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You left the game and did not come back: {winner} wins</source>
        <translation>Sie haben die Partie verlassen und sind nicht zurückgekommen: {winner} gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{loser} left the game and did not come back: you win</source>
        <translation>{loser} hat die Partie verlassen und ist nicht zurückgekommen: Sie gewinnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} left the game and did not come back: {winner} wins</source>
        <translation>{loser} hat die Partie verlassen und ist nicht zurückgekommen: {winner} gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: {reason}</source>
        <translation>Kein Ergebnis: {reason}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{loser} resigned: {winner} wins</source>
        <translation>{loser} hat aufgegeben: {winner} gewinnt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw, {south}–{north}</source>
        <translation>Unentschieden, {south}–{north}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win {won}–{lost}</source>
        <translation>Sie gewinnen {won}–{lost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins {won}–{lost}</source>
        <translation>{player} gewinnt {won}–{lost}</translation>
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
        <translation>{move} ist der beste Zug: Die Partie bleibt etwa ausgeglichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds ahead.</source>
        <translation>{move} ist der beste Zug: Sie werden etwa {seeds} Samen vorn liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds behind.</source>
        <translation>{move} ist der beste Zug: Sie werden etwa {seeds} Samen zurückliegen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over: start a new game from the Game menu.</source>
        <translation>Die Partie ist vorbei: Beginnen Sie im Menü Spiel eine neue Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is empty: play a house with seeds in it.</source>
        <translation>{house} ist leer: Spielen Sie eine Mulde mit Samen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{house} gives {opponent} no seeds: {opponent} has none left, so you must play a house whose seeds reach their side.</source>
        <translation>{house} gibt {opponent} keine Samen: {opponent} hat keine mehr, also müssen Sie eine Mulde spielen, deren Samen die andere Seite erreichen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{house} would capture every seed on {opponent}&apos;s side (a grand slam), which these rules forbid while another move exists.</source>
        <translation>{house} würde alle Samen auf der Seite von {opponent} fangen (ein Grand Slam), was diese Regeln verbieten, solange es einen anderen Zug gibt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{house} is not one of your houses: play one of {houses}.</source>
        <translation>{house} ist keine Ihrer Mulden: Spielen Sie eine von {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is not {player}&apos;s house: {player} plays {houses}.</source>
        <translation>{house} ist keine Mulde von {player}: {player} spielt {houses}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Warten Sie auf den Zug des Computers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{house} cannot be played now.</source>
        <translation>{house} kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+37"/>
        <source>&amp;Game</source>
        <extracomment>A separator between slots. Each menu by name, with its slots in order.</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="-99"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Propose to &amp;End by Agreement</source>
        <translation>Einvernehmliches &amp;Ende vorschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resi&amp;gn</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+6"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer &amp;Level</source>
        <translation>&amp;Spielstärke</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+13"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Samen&amp;zahl anzeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Animation &amp;Speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;ound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+8"/>
        <source>&amp;Rules of Wari</source>
        <translation>&amp;Regeln von Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Wari</source>
        <translation>Ü&amp;ber Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{command} ({keys})</source>
        <translation>{command} ({keys})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back the last move (against the computer, your move and its reply)</source>
        <translation>Den letzten Zug zurücknehmen (gegen den Computer Ihren Zug und seine Antwort)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again the move taken back</source>
        <translation>Den zurückgenommenen Zug erneut spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask the computer for the best move; the board rings it</source>
        <translation>Den Computer nach dem besten Zug fragen; das Brett markiert ihn mit einem Ring</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/play_input.py" line="+69"/>
        <source>{house} was not played: the computer moves first. Choose your move once its move has been shown.</source>
        <translation>{house} wurde nicht gespielt: Der Computer zieht zuerst. Wählen Sie Ihren Zug, sobald sein Zug gezeigt wurde.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{house} will be played when the sowing ends.</source>
        <translation>{house} wird gespielt, wenn das Säen beendet ist.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{house} was not played: choose your move now that the computer has moved.</source>
        <translation>{house} wurde nicht gespielt: Der Computer hat gezogen, wählen Sie jetzt Ihren Zug.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/main_window.py" line="+319"/>
        <source>Looking for a good move…</source>
        <extracomment>Asks the player a yes/no question (tests replace it).</extracomment>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Wollen Sie diese Partie wirklich aufgeben?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the computer whether captures are still possible…</source>
        <translation>Frage den Computer, ob noch Fänge möglich sind…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End by agreement</source>
        <translation>Beenden im Einvernehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do both players agree that no more captures are possible? Each player then takes the seeds on their side.</source>
        <translation>Sind sich beide Spieler einig, dass keine Fänge mehr möglich sind? Dann nimmt jeder Spieler die Samen auf seiner Seite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer agrees: the game ends.</source>
        <translation>Der Computer stimmt zu: Die Partie endet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer declines: it still sees captures ahead.</source>
        <translation>Der Computer lehnt ab: Er sieht noch Fänge voraus.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="+90"/>
        <source>Open a game</source>
        <extracomment>Where the last folder used in an Open or Save dialog is kept (QSettings key). Milliseconds between two looks whether the dialog in the way of a file sent by a second start has closed. Asks whether to save unsaved moves: &quot;save&quot;, &quot;discard&quot; or &quot;cancel&quot; (tests replace it). Before another game replaces the board: None when no online game of the player&apos;s is in progress on it, else whether the player leaves it (the window sets it to ``OnlineGames.may_leave``). Tells the player about a problem (title, text) in a dialog (tests replace it).</extracomment>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot open {name}</source>
        <translation>{name} kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path} is empty: there is no game in it.</source>
        <translation>{path} ist leer: Es enthält keine Partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line {line}, column {column}: </source>
        <translation>Zeile {line}, Spalte {column}: </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file is not a game record Wari can read.

{where}{problem}</source>
        <translation>Diese Datei ist keine Partieaufzeichnung, die Wari lesen kann.

{where}{problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path} is a folder, not a game record.</source>
        <translation>{path} ist ein Ordner, keine Partieaufzeichnung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file {path}.</source>
        <translation>Die Datei {path} gibt es nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} cannot be read: {reason}.</source>
        <translation>{path} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>wari-game.ogn</source>
        <translation>wari-partie.ogn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot save {name}</source>
        <translation>{name} kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the finished game?</source>
        <translation>Die beendete Partie speichern?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the computers&apos; game?</source>
        <translation>Die Partie der Computer beenden?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The moves played since {name} was last saved are not in the file yet.</source>
        <translation>Die Züge seit dem letzten Speichern von {name} sind noch nicht in der Datei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This finished game has not been saved in a file.</source>
        <translation>Diese beendete Partie wurde noch nicht in einer Datei gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game between the computers has not been saved in a file.</source>
        <translation>Die Partie zwischen den Computern wurde noch nicht in einer Datei gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game in progress has not been saved in a file.</source>
        <translation>Die laufende Partie wurde noch nicht in einer Datei gespeichert.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Leave this game?</source>
        <translation>Diese Partie verlassen?</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/session/document.py" line="+236"/>
        <source>Computer {side} ({level})</source>
        <translation>Computer {side} ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>New game</source>
        <extracomment>A study tool&apos;s addition to the record saved (comments, a review). The tag that marks a game against the computer in which the player had help: its value says which (&quot;analysis&quot;, &quot;hint&quot;, &quot;undo&quot;). Such a game does not move the player&apos;s rating. The tag that says a finished game has been rated (its value: the rating after it). The tags and comments of the record the game came from (a game started here: its date). Tags saved with the game besides the players&apos; (the analysis mark, for one). The player&apos;s name, written as the person&apos;s side in a game against the computer (shown as &quot;You&quot; on screen); &quot;&quot; writes &quot;You&quot; there too.</extracomment>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+70"/>
        <source>Your rating stays {rating:.0f}: you had help in this game.</source>
        <extracomment>What the thinking computer&apos;s card says after &quot;thinking&quot; (its depth, its move).</extracomment>
        <translation>Ihre Wertung bleibt bei {rating:.0f}: Sie hatten in dieser Partie Hilfe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating: {rating:.0f} ({change}).</source>
        <translation>Ihre Wertung: {rating:.0f} ({change}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rated as a game against {level}, the weakest level you played.</source>
        <translation>Gewertet als Partie gegen die Stufe {level}, die schwächste, gegen die Sie gespielt haben.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{side} · houses {houses} · you · rating {rating}</source>
        <translation>{side} · Mulden {houses} · Sie · Wertung {rating}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} · houses {houses} · you</source>
        <translation>{side} · Mulden {houses} · Sie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side} · houses {houses} · computer</source>
        <translation>{side} · Mulden {houses} · Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} · houses {houses}</source>
        <translation>{side} · Mulden {houses}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Showing the board at the start. Press Esc or click the last move to return to the game.</source>
        <translation>Das Brett zu Beginn. Drücken Sie Esc oder klicken Sie auf den letzten Zug, um zur Partie zurückzukehren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the board after move {n} ({side}). Press Esc or click the last move to return to the game.</source>
        <translation>Das Brett nach Zug {n} ({side}). Drücken Sie Esc oder klicken Sie auf den letzten Zug, um zur Partie zurückzukehren.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over: each player takes the seeds on their side…</source>
        <translation>Die Partie ist vorbei: Jeder Spieler nimmt die Samen auf seiner Seite…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing…</source>
        <translation>Säen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} is thinking…</source>
        <translation>{player} denkt nach…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move: click one of your houses or type its letter.</source>
        <translation>Ihr Zug: Klicken Sie auf eine Ihrer Mulden oder tippen Sie ihren Buchstaben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} to move</source>
        <translation>{player} am Zug</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/help_pages.py" line="+67"/>
        <source>About Wari</source>
        <translation>Über Wari</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;Oware abapa, the Mancala game of West Africa and the Caribbean, on a wooden board.&lt;/p&gt;&lt;p&gt;Rules after the Oware Society, with the Italian variants. Game records in OGN.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;Oware abapa, das Mancala-Spiel Westafrikas und der Karibik, auf einem Holzbrett.&lt;/p&gt;&lt;p&gt;Regeln nach der Oware Society, mit den italienischen Varianten. Partieaufzeichnungen in OGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The computer thinks with the compiled C search core.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Computer denkt mit dem kompilierten Suchkern in C.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;The computer thinks with the pure-Python search (the compiled core was not built).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Computer denkt mit der Suche in reinem Python (der kompilierte Kern wurde nicht gebaut).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-47"/>
        <source>{side} · houses {houses} · rating {rating}</source>
        <translation>{side} · Mulden {houses} · Wertung {rating}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/online_menu.py" line="+69"/>
        <source>Play On&amp;line…</source>
        <extracomment>The shortcut of &quot;Play Online…&quot; (New Game is Ctrl+N). The game in progress noted for the next start, and the way back to it. The offers to the player, on a notice over the board. The notice of the player&apos;s tournament game, when one comes to the board.</extracomment>
        <translation>On&amp;line spielen…</translation>
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
        <translation>Die Meldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The message&apos;s details</source>
        <translation>Die Einzelheiten der Meldung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer yes</source>
        <translation>Mit Ja antworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer no</source>
        <translation>Mit Nein antworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game first</source>
        <translation>Zuerst die Partie speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on without saving these moves</source>
        <translation>Ohne Speichern dieser Züge weitermachen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the game (Esc)</source>
        <translation>Zurück zur Partie (Esc)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/move_list.py" line="+107"/>
        <source>Click to see the board after this move</source>
        <extracomment>Follows a move that has a comment (the comment is in the move&apos;s tooltip).</extracomment>
        <translation>Klicken, um das Brett nach diesem Zug zu sehen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>South</source>
        <translation>Süd</translation>
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
        <translation>lernt das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays for fun and slips now and then</source>
        <translation>spielt zum Spaß und patzt ab und zu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady club player</source>
        <translation>ein solider Vereinsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks eight moves ahead</source>
        <translation>schaut acht Züge voraus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thinks up to 2 s a move</source>
        <translation>denkt bis zu 2 s pro Zug</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+58"/>
        <source>Captures nothing (Oware abapa)</source>
        <translation>Fängt nichts (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played, but it captures nothing: the rule of the Oware Society.</source>
        <translation>Der Zug darf gespielt werden, fängt aber nichts: die Regel der Oware Society.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forbidden (Italian rule)</source>
        <translation>Verboten (italienische Regel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played only when there is no other; it then captures nothing.</source>
        <translation>Der Zug darf nur gespielt werden, wenn es keinen anderen gibt; dann fängt er nichts.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A grand slam is a move that would capture every seed on the opponent&apos;s side.</source>
        <translation>Ein Grand Slam ist ein Zug, der alle Samen auf der Seite des Gegners fangen würde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand slam</source>
        <translation>Grand Slam</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Must be fed (Oware abapa)</source>
        <translation>Muss versorgt werden (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The opponent must play a move that gives it seeds; if no move can, the game ends.</source>
        <translation>Der Gegner muss einen Zug spielen, der der leeren Seite Samen gibt; kann das kein Zug, endet die Partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutti a casa: the game ends</source>
        <translation>Tutti a casa: Die Partie endet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once; each player takes the seeds on their side.</source>
        <translation>Die Partie endet sofort; jeder Spieler nimmt die Samen auf seiner Seite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Libertà al più forte: it passes</source>
        <translation>Libertà al più forte: Er setzt aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with no seeds passes; the other plays freely meanwhile.</source>
        <translation>Der Spieler ohne Samen setzt aus; der andere spielt so lange frei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens when a player has no seeds left on their side.</source>
        <translation>Was geschieht, wenn ein Spieler keine Samen mehr auf seiner Seite hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty side</source>
        <translation>Eine leere Seite</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the game when a position repeats</source>
        <translation>Partie beenden, wenn sich eine Stellung wiederholt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the same position comes round again, the game ends and each player takes the seeds on their side. Without it, only an agreement ends an endless game.</source>
        <translation>Kommt dieselbe Stellung wieder vor, endet die Partie, und jeder Spieler nimmt die Samen auf seiner Seite. Ohne diese Regel beendet nur eine Einigung eine endlose Partie.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+62"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays, who starts, and by which rules.</source>
        <translation>Wer spielt, wer beginnt und nach welchen Regeln.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How:</source>
        <translation>Wie:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{level} — {description}</source>
        <translation>{level} — {description}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A friend on this screen</source>
        <translation>Ein Freund an diesem Bildschirm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person on another computer</source>
        <translation>Eine Person an einem anderen Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the computer at one of five levels, or play a friend, taking turns at this screen.</source>
        <translation>Spielen Sie gegen den Computer auf einer von fünf Stufen oder abwechselnd mit einem Freund an diesem Bildschirm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or play a person on another computer, on this network or on a server.</source>
        <translation>Oder gegen eine Person an einem anderen Computer spielen, in diesem Netzwerk oder auf einem Server.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match My Level: {level}</source>
        <translation>Passende Stufe: {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the computer at the level nearest your rating</source>
        <translation>Gegen den Computer auf der Stufe spielen, die Ihrer Wertung am nächsten liegt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South (houses A–F)</source>
        <translation>Süd (Mulden A–F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North (houses a–f)</source>
        <translation>Nord (Mulden a–f)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South owns the houses A to F, North the houses a to f. Your side is drawn at the bottom of the board, whichever you choose.</source>
        <translation>Süd gehören die Mulden A bis F, Nord die Mulden a bis f. Ihre Seite wird unten auf dem Brett gezeigt, egal welche Sie wählen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your side:</source>
        <translation>Ihre Seite:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By lot</source>
        <translation>Per Los</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who makes the first move. By lot: drawn at random when the game starts.</source>
        <translation>Wer den ersten Zug macht. Per Los: zufällig gezogen, wenn die Partie beginnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who starts:</source>
        <translation>Wer beginnt:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grand slam:</source>
        <translation>Grand Slam:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An empty side:</source>
        <translation>Eine leere Seite:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the rules of Oware abapa.</source>
        <translation>Zurück zu den Regeln von Oware abapa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+156"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with these choices (Enter)</source>
        <translation>Eine neue Partie mit diesen Einstellungen starten (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Schließen und die laufende Partie fortsetzen (Esc)</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The standard rules of Oware abapa.</source>
        <translation>Die Standardregeln von Oware abapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant rules (see the rules of Wari).</source>
        <translation>Regelvarianten (siehe die Regeln von Wari).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case supplementari: South owns {south} houses and North {north} in this game of the match.</source>
        <translation>Case supplementari: In dieser Partie des Matches hat Süd {south} Mulden und Nord {north}.</translation>
    </message>
</context>
<context>
    <name>OfferNotice</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_notice.py" line="+125"/>
        <source>Game offered</source>
        <extracomment>The gap between the notice and the board&apos;s edges (before text scaling). The widest the notice grows (before text scaling).</extracomment>
        <translation>Partie angeboten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Play the game offered: it starts on this board</source>
        <translation>Die angebotene Partie spielen: Sie beginnt auf diesem Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say no to the game offered; the one who offered it is told</source>
        <translation>Die angebotene Partie ablehnen; wer sie angeboten hat, erfährt es</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>and %n more waiting</source>
        <translation>
            <numerusform>und %n weitere wartet</numerusform>
            <numerusform>und %n weitere warten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not start</source>
        <translation>Die Partie konnte nicht beginnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your tournament game</source>
        <translation>Deine Turnierpartie</translation>
    </message>
</context>
<context>
    <name>OfferNotices</name>
    <message>
        <location line="+116"/>
        <source>Your Online Game</source>
        <extracomment>Whether the player&apos;s own online game is in progress on the board. Asks a yes/no question (tests replace it).</extracomment>
        <translation>Ihre Online-Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game in progress goes on on the server without you, your clock running. Accept this offer all the same?</source>
        <translation>Ihre laufende Partie geht auf dem Server ohne Sie weiter, Ihre Uhr läuft. Dieses Angebot trotzdem annehmen?</translation>
    </message>
</context>
<context>
    <name>OfferWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_words.py" line="+33"/>
        <source>you play South (you move first)</source>
        <translation>Sie spielen Süd (Sie ziehen zuerst)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you play North</source>
        <translation>Sie spielen Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sides drawn by lot</source>
        <translation>Seiten werden ausgelost</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>grand slam forbidden</source>
        <translation>Grand Slam verboten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no end by repetition</source>
        <translation>kein Ende durch Wiederholung</translation>
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
        <translation>Variantenregeln: {options}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rematch offered by {player}</source>
        <translation>Revanche angeboten von {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge from {player}</source>
        <translation>Herausforderung von {player}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: you move first</source>
        <translation>Sie spielen Süd: Sie ziehen zuerst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North</source>
        <translation>Sie spielen Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides drawn by lot</source>
        <translation>Seiten werden ausgelost</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player} offers a rematch: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} bietet eine Revanche an: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} challenges you: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} fordert Sie heraus: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
</context>
<context>
    <name>OnlineAddress</name>
    <message>
        <location filename="../../wari_desktop/gui/online/credentials.py" line="+43"/>
        <source>type the server&apos;s address, such as club.example.org</source>
        <extracomment>The port ``wari-server`` listens on unless told otherwise. The keyring&apos;s service name for the tokens (the account is ``name@address``).</extracomment>
        <translation>geben Sie die Adresse des Servers ein, etwa club.example.org</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the address starts with ws:// or wss://, or with the server&apos;s name</source>
        <translation>die Adresse beginnt mit ws:// oder wss:// oder mit dem Namen des Servers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a server&apos;s address: type a name such as club.example.org, or an address such as 192.168.1.20</source>
        <translation>das ist keine Serveradresse: Geben Sie einen Namen wie club.example.org oder eine Adresse wie 192.168.1.20 ein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the port is a number from 1 to 65535</source>
        <translation>der Port ist eine Zahl von 1 bis 65535</translation>
    </message>
</context>
<context>
    <name>OnlineConnection</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connection.py" line="+493"/>
        <source>Connection lost: reconnecting…</source>
        <extracomment>The code of a request refused because no connection is open (the server&apos;s are in ``protocol.ErrorCode``). The code of a request whose connection dropped before its answer. The key under which a frame, an event or an answer handed out keeps the monotonic time it came (the connection&apos;s own: no protocol field starts with &quot;_&quot;). Every frame the server sends of its own accord, whatever its kind. A ``lobby`` frame: open seeks, players online, games in progress. A ``game`` frame: a game that starts, or one watched or caught up on (the same game may come again, after a reconnection: the frame is its whole state). A game&apos;s event: the game&apos;s id and the event. A challenge to this player (its offer: id, by, clock, rated, rules, side). A challenge that is no longer open: its id and why. A challenge to this player answered from here (accepted or declined): its id. The ``ConnectionState`` changed (its value). The quiet banner&apos;s text (&quot;&quot; when there is nothing to say). The connection is open: the server&apos;s welcome. The connection could not be opened: why, in a sentence (``connect_errors``). Signed in (an ``Account``), or signed out. The token kept from before was not accepted: the player signs in again. Every request by name, with its fields as the protocol has them. A game on this network (joined), and a game hosted in this program: where.</extracomment>
        <translation>Verbindung verloren: neu verbinden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting to the server…</source>
        <translation>Verbindung zum Server…</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+22"/>
        <source>by resignation</source>
        <translation>durch Aufgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on time</source>
        <translation>auf Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by agreement</source>
        <translation>durch Einigung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You claimed the game: {loser} left it and did not come back.</source>
        <translation>Du hast die Partie beansprucht: {loser} hat sie verlassen und ist nicht zurückgekommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} claimed the game: you left it and did not come back in time.</source>
        <translation>{winner} hat die Partie beansprucht: Du hast sie verlassen und bist nicht rechtzeitig zurückgekommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} claimed the game: {loser} left it and did not come back.</source>
        <translation>{winner} hat die Partie beansprucht: {loser} hat sie verlassen und ist nicht zurückgekommen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game was aborted: no result.</source>
        <translation>Die Partie wurde abgebrochen: kein Ergebnis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was called off: no result.</source>
        <translation>Die Partie wurde abgesagt: kein Ergebnis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was aborted: a first move did not come in time.</source>
        <translation>Die Partie wurde abgebrochen: ein erster Zug kam nicht rechtzeitig.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Both lose by forfeit: neither made a first move in time.</source>
        <translation>Beide verlieren kampflos: keiner hat rechtzeitig einen ersten Zug gemacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win by forfeit: {loser} made no first move in time.</source>
        <translation>Du gewinnst kampflos: {loser} hat nicht rechtzeitig einen ersten Zug gemacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose by forfeit: you made no first move in time.</source>
        <translation>Du verlierst kampflos: du hast nicht rechtzeitig einen ersten Zug gemacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins by forfeit: {loser} made no first move in time.</source>
        <translation>{winner} gewinnt kampflos: {loser} hat nicht rechtzeitig einen ersten Zug gemacht.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win</source>
        <translation>Sie gewinnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {before} → {after}</source>
        <translation>Ihre Wertung: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>OnlineGamePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/online/game_panel.py" line="+54"/>
        <source>Resign</source>
        <extracomment>The longest chat line the server takes. The chat lines kept on show.</extracomment>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give up this game: your opponent wins</source>
        <translation>Diese Partie aufgeben: Ihr Gegner gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer to End</source>
        <translation>Ende anbieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer to end the game now, each taking the seeds on their side</source>
        <translation>Anbieten, die Partie jetzt zu beenden; jeder nimmt die Samen auf seiner Seite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the End</source>
        <translation>Ende annehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agree to end the game as your opponent offers</source>
        <translation>Dem Angebot Ihres Gegners zustimmen, die Partie zu beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on: refuse your opponent&apos;s offer</source>
        <translation>Weiterspielen: das Angebot Ihres Gegners ablehnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abort</source>
        <translation>Partie abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the game off before it counts (before the second move)</source>
        <translation>Die Partie abbrechen, bevor sie zählt (vor dem zweiten Zug)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Claim Win</source>
        <translation>Sieg beanspruchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponent has not come back in time: win the game</source>
        <translation>Ihr Gegner ist nicht rechtzeitig zurückgekehrt: die Partie gewinnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Off</source>
        <translation>Absagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent has not come back in time: end the game without a result</source>
        <translation>Ihr Gegner ist nicht rechtzeitig zurückgekehrt: die Partie ohne Ergebnis beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer your opponent another game, colours swapped</source>
        <translation>Ihrem Gegner eine weitere Partie mit getauschten Seiten anbieten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say something</source>
        <translation>Etwas sagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to your opponent (Enter sends it)</source>
        <translation>Sagen Sie Ihrem Gegner etwas (Eingabe sendet es)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat line</source>
        <translation>Chatzeile</translation>
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
        <translation>Online-Partie verlassen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your online game goes on without you, and your clock keeps running. Close anyway?</source>
        <translation>Ihre Online-Partie geht ohne Sie weiter, und Ihre Uhr läuft weiter. Trotzdem schließen?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your online game goes on without you, and your clock keeps running. Leave it for another game?</source>
        <translation>Ihre Online-Partie geht ohne Sie weiter, und Ihre Uhr läuft weiter. Für eine andere Partie verlassen?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game cannot be shown: {why}</source>
        <translation>Diese Partie kann nicht gezeigt werden: {why}</translation>
    </message>
    <message>
        <location line="+283"/>
        <source>Sent {move}: waiting for the server…</source>
        <translation>{move} gesendet: warte auf den Server…</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>{name} declines to end the game.</source>
        <translation>{name} lehnt es ab, die Partie zu beenden.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The game&apos;s record could not be saved: {why}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {why}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+8"/>
        <source>{name}: connection lost, {seconds} s to claim the game</source>
        <translation>{name}: Verbindung verloren, {seconds} s bis die Partie beansprucht werden kann</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has not come back: you may claim the win or call the game off</source>
        <translation>{name} ist nicht zurückgekommen: Sie können den Sieg beanspruchen oder die Partie absagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has not come back</source>
        <translation>{name} ist nicht zurückgekommen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: {south} {south_seeds}, {north} {north_seeds}.</source>
        <translation>{name} bietet an, die Partie zu beenden, jede Seite nimmt die Samen auf ihrer Seite: {south} {south_seeds}, {north} {north_seeds}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You offered to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>Du hast angeboten, die Partie zu beenden, jede Seite nimmt die Samen auf ihrer Seite: Du hättest {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>{name} bietet an, die Partie zu beenden, jede Seite nimmt die Samen auf ihrer Seite: Du hättest {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/online_game.py" line="+94"/>
        <source>The server did not take your move: {why}</source>
        <translation>Der Server hat Ihren Zug nicht angenommen: {why}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Wollen Sie diese Partie wirklich aufgeben?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Rematch offered to {name}.</source>
        <translation>Revanche an {name} angeboten.</translation>
    </message>
</context>
<context>
    <name>OnlineRefusals</name>
    <message>
        <location filename="../../wari_desktop/gui/online/refusals.py" line="+18"/>
        <source>Wrong name or password.</source>
        <translation>Falscher Name oder falsches Passwort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name is taken on this server: choose another.</source>
        <translation>Dieser Name ist auf diesem Server vergeben: Wählen Sie einen anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server takes new players by invitation only.</source>
        <translation>Dieser Server nimmt neue Spieler nur auf Einladung auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This account has been disabled by the server&apos;s admin.</source>
        <translation>Dieses Konto wurde vom Administrator des Servers gesperrt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many failed sign-ins: wait a little and try again.</source>
        <translation>Zu viele fehlgeschlagene Anmeldungen: Warten Sie etwas und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guests play casual games only: sign up to play rated games.</source>
        <translation>Gäste spielen nur ungewertete Partien: Registrieren Sie sich für gewertete Partien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seek, challenge or game is no longer there.</source>
        <translation>Dieses Angebot, diese Herausforderung oder Partie gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full: try again later.</source>
        <translation>Der Server ist voll: Versuchen Sie es später noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server speaks another version of the protocol: one of you needs an update.</source>
        <translation>Dieser Server spricht eine andere Version des Protokolls: Einer von beiden braucht ein Update.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not connected to a server.</source>
        <translation>Nicht mit einem Server verbunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection dropped before the server answered: try again.</source>
        <translation>Die Verbindung brach ab, bevor der Server antwortete: Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The server refused.</source>
        <translation>Der Server hat abgelehnt.</translation>
    </message>
</context>
<context>
    <name>OrganiserMenu</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="+66"/>
        <source>&amp;Start Now</source>
        <extracomment>Ask the organiser (tests replace them): a choice among items, a reason.</extracomment>
        <translation>&amp;Jetzt starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+14"/>
        <source>Close &amp;Registration</source>
        <translation>&amp;Anmeldung schließen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Correct Result…</source>
        <translation>Ergebnis &amp;berichtigen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw a Player…</source>
        <translation>Spieler &amp;zurückziehen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Registration</source>
        <translation>&amp;Anmeldung öffnen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Started: the first round is paired.</source>
        <translation>Gestartet: die erste Runde ist ausgelost.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resumed.</source>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: no new round is paired until you resume.</source>
        <translation>Angehalten: keine neue Runde wird ausgelost, bis Sie fortsetzen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The registration is closed.</source>
        <translation>Die Anmeldung ist geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The registration is open.</source>
        <translation>Die Anmeldung ist geöffnet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a game on the Pairings tab first.</source>
        <translation>Wählen Sie zuerst eine Partie auf der Registerkarte Paarungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct Result</source>
        <translation>Ergebnis berichtigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}, board {board}: {south} – {north}</source>
        <translation>Runde {round}, Brett {board}: {south} – {north}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>Why (kept in the tournament&apos;s log):</source>
        <translation>Warum (bleibt im Protokoll des Turniers):</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The result is corrected.</source>
        <translation>Das Ergebnis ist berichtigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Withdraw a Player</source>
        <translation>Spieler zurückziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player to withdraw:</source>
        <translation>Der zurückzuziehende Spieler:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is withdrawn: not paired again.</source>
        <translation>{name} ist zurückgezogen: wird nicht mehr gepaart.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>PlayerPageDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="+124"/>
        <location line="+56"/>
        <source>Player: {name}</source>
        <extracomment>The path of a past game&apos;s record, fetched to open on the main board.</extracomment>
        <translation>Spieler: {name}</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Tournaments entered</source>
        <translation>Gespielte Turniere</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review Game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the chosen game on the board to review it</source>
        <translation>Öffnet die gewählte Partie auf dem Brett, um sie zu analysieren</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Latest games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Die Antwort des Servers konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{won} won · {drawn} drawn · {lost} lost</source>
        <translation>{won} gewonnen · {drawn} remis · {lost} verloren</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} ({stage})</source>
        <translation>{name} ({stage})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournaments: {events}</source>
        <translation>Turniere: {events}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} · playing now</source>
        <translation>{name} · spielt gerade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} · online</source>
        <translation>{name} · online</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A guest: no rating, casual games only.</source>
        <translation>Ein Gast: keine Wertung, nur ungewertete Partien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating {rating}? ± {deviation} (provisional) · rated games: {games}</source>
        <translation>Wertung {rating}? ± {deviation} (vorläufig) · gewertete Partien: {games}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rating {rating} ± {deviation} · rated games: {games}</source>
        <translation>Wertung {rating} ± {deviation} · gewertete Partien: {games}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drawn</source>
        <translation>remis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>ungewertet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no player {name} on this server.</source>
        <translation>Auf diesem Server gibt es keinen Spieler {name}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a game in the list first.</source>
        <translation>Wählen Sie zuerst eine Partie in der Liste.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game could not be kept: {reason}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../wari_desktop/gui/study/position_editor.py" line="+62"/>
        <location line="+37"/>
        <source>Set Up Position</source>
        <extracomment>The lines of text kept for the message under the board: its longest English text at the editor&apos;s least width (the famine explanation) takes two.</extracomment>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a house or a store to add a seed, right-click to take one away, or turn the wheel. Drag from one pit to another to move a seed; with Shift, a click adds or removes 5 and a drag moves them all. Keys: the arrows, + and -, a number.</source>
        <translation>Klicken Sie auf eine Mulde oder einen Speicher, um einen Samen dazuzulegen, mit der rechten Maustaste, um einen wegzunehmen, oder drehen Sie das Mausrad. Ziehen Sie von einer Mulde zur anderen, um einen Samen zu verschieben; mit Umschalt legt ein Klick 5 dazu oder nimmt 5 weg, und Ziehen verschiebt alle. Tasten: die Pfeile, + und -, eine Zahl.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{side} to move</source>
        <translation>{side} am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays the first move from this position</source>
        <translation>Wer aus dieser Stellung den ersten Zug macht</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>To move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand slam:</source>
        <translation>Grand Slam:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty side:</source>
        <translation>Eine leere Seite:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The position as a FEN: the 12 houses A to f, South&apos;s store, North&apos;s store, and S or N for the player to move. Type one and press Enter to set it up.</source>
        <translation>Die Stellung als FEN: die 12 Mulden A bis f, der Speicher von Süd, der Speicher von Nord und S oder N für den Spieler am Zug. Tippen Sie eine ein und drücken Sie Enter, um sie aufzubauen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy FEN</source>
        <translation>FEN kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste FEN</source>
        <translation>FEN einfügen</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Empty Board</source>
        <translation>Leeres Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening Position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put the position&apos;s FEN on the clipboard</source>
        <translation>Die FEN der Stellung in die Zwischenablage legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the FEN on the clipboard</source>
        <translation>Die FEN aus der Zwischenablage aufbauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take every seed off the board</source>
        <translation>Alle Samen vom Brett nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put 4 seeds in each house and empty the stores</source>
        <translation>4 Samen in jede Mulde legen und die Speicher leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Schließen und die laufende Partie fortsetzen (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a game from this position (Enter)</source>
        <translation>Eine Partie aus dieser Stellung starten (Enter)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This is not a position Wari can set up: {problem}</source>
        <translation>Diese Stellung kann Wari nicht aufbauen: {problem}</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Seeds: {total} of 48; %n missing. Add them to play.</source>
        <translation>
            <numerusform>Samen: {total} von 48; %n fehlt. Legen Sie ihn dazu, um zu spielen.</numerusform>
            <numerusform>Samen: {total} von 48; %n fehlen. Legen Sie sie dazu, um zu spielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Seeds: {total} of 48; %n too many. Take them away to play.</source>
        <translation>
            <numerusform>Samen: {total} von 48; %n zu viel. Nehmen Sie ihn weg, um zu spielen.</numerusform>
            <numerusform>Samen: {total} von 48; %n zu viel. Nehmen Sie sie weg, um zu spielen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules cannot continue from here: the game would be over at once ({reason}), {south}–{north}.</source>
        <translation>Nach den Regeln geht es von hier nicht weiter: Die Partie wäre sofort vorbei ({reason}), {south}–{north}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All 48 seeds are there. {player} has no seeds and passes, so {mover} moves first.</source>
        <translation>Alle 48 Samen sind da. {player} hat keine Samen und setzt aus, also zieht {mover} zuerst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All 48 seeds are there; {player} to move. Press Play to start.</source>
        <translation>Alle 48 Samen sind da; {player} am Zug. Drücken Sie Spielen, um zu beginnen.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzle_texts.py" line="+20"/>
        <source>Chain capture</source>
        <extracomment>The translation context of the texts built outside the window class.</extracomment>
        <translation>Kettenfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>Fang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Famine</source>
        <translation>Aushungern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand slam</source>
        <translation>Grand Slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet move</source>
        <translation>Stiller Zug</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last seed starts a chain: house after house is taken.</source>
        <translation>Der letzte Samen löst eine Kette aus: Mulde um Mulde wird gefangen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The capture is the move that counts here.</source>
        <translation>Hier zählt der Fang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent is left with nothing to play: a famine, and the seeds left are yours.</source>
        <translation>Ihr Gegner hat nichts mehr zu spielen: Er ist ausgehungert, und die übrigen Samen gehören Ihnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mind the grand slam: a move that would take every seed on the other side takes nothing.</source>
        <translation>Achtung, Grand Slam: Ein Zug, der alle Samen der anderen Seite nehmen würde, nimmt nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other move lets the ending slip.</source>
        <translation>Jeder andere Zug verspielt das Endspiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No capture yet: the move prepares what the others cannot.</source>
        <translation>Noch kein Fang: Der Zug bereitet vor, was die anderen nicht können.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play {move}: a grand slam, so it captures nothing.</source>
        <translation>Sie spielen {move}: ein Grand Slam, also fängt er nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move} and capture {seeds} from {houses}.</source>
        <translation>Sie spielen {move} und fangen {seeds} aus {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move}.</source>
        <translation>Sie spielen {move}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}: a grand slam, so it captures nothing.</source>
        <translation>{side} spielt {move}: ein Grand Slam, also fängt er nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move} and captures {seeds} from {houses}.</source>
        <translation>{side} spielt {move} und fängt {seeds} aus {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}.</source>
        <translation>{side} spielt {move}.</translation>
    </message>
</context>
<context>
    <name>PuzzlesController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_control.py" line="+27"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Aufgaben…</translation>
    </message>
</context>
<context>
    <name>PuzzlesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_window.py" line="+61"/>
        <location line="+238"/>
        <source>Puzzles</source>
        <extracomment>Lines kept under the board for the verdict and the proof (the board never moves).</extracomment>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>The puzzles could not be loaded: {error}</source>
        <translation>Die Aufgaben konnten nicht geladen werden: {error}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your puzzle progress file was damaged; what could be read of it was kept.</source>
        <translation>Die Datei mit Ihrem Aufgabenfortschritt war beschädigt; was davon gelesen werden konnte, wurde behalten.</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+154"/>
        <source>Puzzle of the day</source>
        <translation>Aufgabe des Tages</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Puzzles of this grade</source>
        <translation>Aufgaben dieser Schwierigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tick marks the puzzles you have solved. Choose one to show it.</source>
        <translation>Ein Haken markiert die Aufgaben, die Sie gelöst haben. Wählen Sie eine, um sie anzuzeigen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Try Again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show Answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Puzzle</source>
        <translation>Nächste Aufgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put the puzzle&apos;s board back and answer again</source>
        <translation>Das Brett der Aufgabe zurücksetzen und noch einmal antworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the winning move</source>
        <translation>Den Gewinnzug spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on to the next unsolved puzzle of this grade</source>
        <translation>Weiter zur nächsten ungelösten Aufgabe dieser Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the puzzles (Esc)</source>
        <translation>Die Aufgaben schließen (Esc)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{mark}{number}. {theme}</source>
        <translation>{mark}{number}. {theme}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{solved} of {total} solved</source>
        <translation>{solved} von {total} gelöst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak: {streak}   Best streak: {best}</source>
        <translation>Serie: {streak}   Beste Serie: {best}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{grade}
{done} of {total}</source>
        <translation>{grade}
{done} von {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle of the day
(none)</source>
        <translation>Aufgabe des Tages
(keine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>★ Puzzle of the day · {grade}{solved}
{day}</source>
        <translation>★ Aufgabe des Tages · {grade}{solved}
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
        <translation>Aufgabe {number} von {total} ({grade})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} to move. One move wins, and only one: find it.</source>
        <translation>{player} am Zug. Ein Zug gewinnt, und nur einer: Finden Sie ihn.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There are no puzzles.</source>
        <translation>Es gibt keine Aufgaben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Klicken Sie auf die Mulde, die Sie spielen würden, oder tippen Sie ihren Buchstaben.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>That move cannot be played.</source>
        <translation>Dieser Zug kann nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sowing…</source>
        <translation>Säen…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The answer: {move}.</source>
        <translation>Die Lösung: {move}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right! {move} wins.</source>
        <translation>Richtig! {move} gewinnt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The winning line: {line}</source>
        <translation>Die Gewinnfolge: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over: South {south}, North {north}.</source>
        <translation>Die Partie ist vorbei: Süd {south}, Nord {north}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With best play from here you lose by {seeds} seeds.</source>
        <translation>Bei bestem Spiel von hier aus verlieren Sie mit {seeds} Samen Unterschied.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With best play from here the game is only drawn.</source>
        <translation>Bei bestem Spiel von hier aus endet die Partie nur unentschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search sees you lose the game by force after this move, by {seeds} seeds.</source>
        <translation>Die Suche sieht, dass Sie die Partie nach diesem Zug zwangsläufig verlieren, mit {seeds} Samen Unterschied.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winning move wins the game by force; the search sees that this one does not.</source>
        <translation>Der Gewinnzug gewinnt die Partie zwangsläufig; die Suche sieht, dass dieser es nicht tut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search rates this move {seeds} seeds worse than the winning one.</source>
        <translation>Die Suche bewertet diesen Zug um {seeds} Samen schlechter als den Gewinnzug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this one.</source>
        <translation>Dieser nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Proven by the endgame table: with best play you gain {value} of the {seeds} seeds on the board, and every other move fails to win.</source>
        <translation>{theme}. Bewiesen durch die Endspieltabelle: Bei bestem Spiel gewinnen Sie {value} der {seeds} Samen auf dem Brett, und kein anderer Zug gewinnt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): it wins the game by force, by {seeds} seeds; no other move is seen to win.</source>
        <translation>{theme}. Beurteilt durch eine Suche über {depth} Halbzüge (ein starkes Indiz, kein Beweis): Er gewinnt die Partie zwangsläufig, mit {seeds} Samen Vorsprung; kein anderer Zug scheint zu gewinnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): at least {margin} seeds better than any other move.</source>
        <translation>{theme}. Beurteilt durch eine Suche über {depth} Halbzüge (ein starkes Indiz, kein Beweis): mindestens {margin} Samen besser als jeder andere Zug.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_chart.py" line="+87"/>
        <source>Rating chart</source>
        <extracomment>Steps of the axes&apos; marks: a rating step and a game step are the first that leave at most this many marks. The level whose rating is only a lower bound (it won every game against the next). Games above which the dots are left out (the line alone reads better).</extracomment>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>Ihre Wertung Partie für Partie, über {count} gewertete Partien: von {start} auf {now}; höchste {best}, niedrigste {worst}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a game against the computer to get a rating</source>
        <translation>Spielen Sie eine Partie gegen den Computer, um eine Wertung zu erhalten</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>won against {level}</source>
        <translation>gewonnen gegen {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>unentschieden gegen {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>verloren gegen {level}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game {number}, {date}: {result}
Rating after it: {rating}</source>
        <translation>Partie {number}, {date}: {result}
Wertung danach: {rating}</translation>
    </message>
</context>
<context>
    <name>RatingController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rating_control.py" line="+59"/>
        <source>&amp;Your Rating…</source>
        <extracomment>The tag listing the levels the computer played at in this game (space-separated, weakest first): the game is rated against the first.</extracomment>
        <translation>Ihre &amp;Wertung…</translation>
    </message>
</context>
<context>
    <name>RatingDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_dialog.py" line="+53"/>
        <source>Your Rating</source>
        <translation>Ihre Wertung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your rating</source>
        <translation>Ihre Wertung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Assisted games (hints, a move taken back, the analysis) are counted in the table but do not change your rating. A game in which you changed the level counts as a game against the weakest level you played.</source>
        <translation>Unterstützte Partien (Tipps, ein zurückgenommener Zug, die Analyse) werden in der Tabelle gezählt, ändern Ihre Wertung aber nicht. Eine Partie, in der Sie die Stufe gewechselt haben, zählt als Partie gegen die schwächste Stufe, gegen die Sie gespielt haben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Diese Seite schließen (Esc)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {rating}</source>
        <translation>Ihre Wertung: {rating}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated yet</source>
        <translation>Keine Wertung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating starts at {rating} and settles as you play.</source>
        <translation>Ihre Wertung beginnt bei {rating} und festigt sich, während Sie spielen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MATCH MY LEVEL</source>
        <translation>PASSENDE STUFE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match my level: {level}</source>
        <translation>Passende Stufe: {level}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Very likely between {low} and {high}.</source>
        <translation>Sehr wahrscheinlich zwischen {low} und {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>won against {level}</source>
        <translation>gewonnen gegen {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>unentschieden gegen {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>verloren gegen {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rated games: {count}. Last game: {change} ({result}).</source>
        <translation>Gewertete Partien: {count}. Letzte Partie: {change} ({result}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A first guess: the level rated nearest {rating}, where every new rating starts.</source>
        <translation>Eine erste Schätzung: die Stufe mit der Wertung, die {rating} am nächsten liegt, dem Startwert jeder neuen Wertung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level rated nearest to you ({rating}): expect close games.</source>
        <translation>Die Stufe mit der Wertung, die Ihrer am nächsten liegt ({rating}): Rechnen Sie mit knappen Partien.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your rating file could not be read ({error}). Games you play now may not be saved.</source>
        <translation>Die Datei Ihrer Wertung konnte nicht gelesen werden ({error}). Partien, die Sie jetzt spielen, werden vielleicht nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was too large to read; your rating starts afresh.</source>
        <translation>Die Datei Ihrer Wertung war zu groß zum Lesen; Ihre Wertung beginnt von vorn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was damaged. Games read and kept: {kept}. Games left out (unreadable): {dropped}.</source>
        <translation>Die Datei Ihrer Wertung war beschädigt. Gelesene und behaltene Partien: {kept}. Ausgelassene Partien (unlesbar): {dropped}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating was taken from the last game kept.</source>
        <translation>Ihre Wertung wurde aus der letzten behaltenen Partie übernommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating starts afresh.</source>
        <translation>Ihre Wertung beginnt von vorn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file is kept as {file}.</source>
        <translation>Die beschädigte Datei wird als {file} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assisted</source>
        <translation>Unterstützt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A lower bound: this level won every game against the level below it.</source>
        <translation>Eine Untergrenze: Diese Stufe hat jede Partie gegen die Stufe darunter gewonnen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your record by level</source>
        <translation>Ihre Bilanz nach Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per level: its rating, and your games against it won, drawn, lost and assisted.</source>
        <translation>Eine Zeile pro Stufe: ihre Wertung und Ihre Partien gegen sie, gewonnen, unentschieden, verloren und unterstützt.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_words.py" line="+39"/>
        <source>A new rating is provisional: it moves a lot in its first games, then settles as you play.</source>
        <extracomment>Above this deviation a rating is still provisional (two deviations are 220 points).</extracomment>
        <translation>Eine neue Wertung ist vorläufig: Sie bewegt sich in den ersten Partien stark und festigt sich dann, während Sie spielen.</translation>
    </message>
</context>
<context>
    <name>RecordDetails</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/record_details.py" line="+44"/>
        <location line="+3"/>
        <source>Record Details</source>
        <extracomment>The tags edited here, in the order of the OGN roster. How the OGN roster writes an unknown value.</extracomment>
        <translation>Details zur Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the game&apos;s file when it is saved.</source>
        <translation>Wird beim Speichern in die Datei der Partie geschrieben.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Event:</source>
        <translation>Veranstaltung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion of the game</source>
        <translation>Das Turnier oder der Anlass der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played</source>
        <translation>Wo die Partie gespielt wurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played, as year.month.day</source>
        <translation>Wann die Partie gespielt wurde, als Jahr.Monat.Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round of the tournament</source>
        <translation>Die Runde des Turniers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of South&apos;s player</source>
        <translation>Der Name des Spielers von Süd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of North&apos;s player</source>
        <translation>Der Name des Spielers von Nord</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>YYYY.MM.DD</source>
        <translation>JJJJ.MM.TT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put today&apos;s date in</source>
        <translation>Das heutige Datum eintragen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The result is written from the game itself.</source>
        <translation>Das Ergebnis wird aus der Partie selbst übernommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these details (Enter)</source>
        <translation>Diese Angaben übernehmen (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without changing the details (Esc)</source>
        <translation>Schließen, ohne die Angaben zu ändern (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>* (the game is not over)</source>
        <translation>* (die Partie ist nicht vorbei)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{score} (a draw)</source>
        <translation>{score} (unentschieden)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{score} ({side} wins)</source>
        <translation>{score} ({side} gewinnt)</translation>
    </message>
</context>
<context>
    <name>RemoteChoice</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/remote_choice.py" line="+32"/>
        <source>Host a game on this network</source>
        <extracomment>host a game on this network (this computer referees it) join a game hosted on this network a game on a server, from its lobby</extracomment>
        <translation>Eine Partie in diesem Netzwerk ausrichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer holds the game; the other player joins it with the address and the short code it shows. Your side, the rules and the clock are yours to choose.</source>
        <translation>Dieser Computer führt die Partie; der andere Spieler tritt mit der Adresse und dem kurzen Code bei, die er anzeigt. Seite, Regeln und Uhr wählen Sie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join a game on this network</source>
        <translation>Einer Partie in diesem Netzwerk beitreten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game hosted on another computer of this network: choose it in the list of games nearby, or type its address and code.</source>
        <translation>Eine Partie spielen, die ein anderer Computer in diesem Netzwerk ausrichtet: sie in der Liste der Partien in der Nähe wählen oder ihre Adresse und ihren Code eingeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on a server</source>
        <translation>Auf einem Server spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in to a Wari server by its address, then choose an opponent in its lobby (rated or casual games, players from anywhere).</source>
        <translation>Bei einem Wari-Server über seine Adresse anmelden, dann in seiner Lobby einen Gegner wählen (gewertete oder freie Partien, Spieler von überall).</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_control.py" line="+51"/>
        <source>&amp;Review Game…</source>
        <translation>Partie aus&amp;werten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review This Game</source>
        <translation>Diese Partie auswerten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine goes through every move and shows where the game was won and lost</source>
        <translation>Die Engine geht jeden Zug durch und zeigt, wo die Partie gewonnen und verloren wurde</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_window.py" line="+57"/>
        <location line="+7"/>
        <source>Game review</source>
        <extracomment>Rows of the move list filled in one turn of the event loop.</extracomment>
        <translation>Partieauswertung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each move is compared with the engine&apos;s best move in the same position. A move that loses at least {inaccuracy} seed is an inaccuracy, {mistake} seeds a mistake, {blunder} seeds a blunder.</source>
        <translation>Jeder Zug wird mit dem besten Zug der Engine in derselben Stellung verglichen. Ein Zug, der mindestens {inaccuracy} Samen verliert, ist eine Ungenauigkeit, ab {mistake} Samen ein Fehler, ab {blunder} Samen ein grober Fehler.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the review</source>
        <translation>Die Auswertung anhalten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judgement</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seeds lost</source>
        <translation>Verlorene Samen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best line</source>
        <translation>Beste Folge</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Judged moves</source>
        <translation>Bewertete Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per judged move: the move, the judgement, the seeds it lost, the better move and the best line. Click a row to see the board there.</source>
        <translation>Eine Zeile pro bewertetem Zug: der Zug, das Urteil, die verlorenen Samen, der bessere Zug und die beste Folge. Klicken Sie auf eine Zeile, um das Brett an dieser Stelle zu sehen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s level when you play on from here</source>
        <translation>Die Spielstärke des Computers, wenn Sie von hier aus weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from Here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from the position shown, against the computer at the level chosen</source>
        <translation>Von der gezeigten Stellung aus weiterspielen, gegen den Computer auf der gewählten Stufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep in the Record</source>
        <translation>In der Aufzeichnung behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the review with the game, as comments other Oware programs can read</source>
        <translation>Die Auswertung mit der Partie speichern, als Kommentare, die andere Oware-Programme lesen können</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the review (Esc)</source>
        <translation>Die Auswertung schließen (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reviewing: position {done} of {total}</source>
        <translation>Auswertung: Stellung {done} von {total}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Review cancelled</source>
        <translation>Auswertung abgebrochen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game review · depth {depth}</source>
        <translation>Partieauswertung · Tiefe {depth}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} ({side})</source>
        <translation>{name} ({side})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Inaccuracies: {inaccuracies} · Mistakes: {mistakes} · Blunders: {blunders}&lt;br&gt;Average loss: {average} seeds a move</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Ungenauigkeiten: {inaccuracies} · Fehler: {mistakes} · Grobe Fehler: {blunders}&lt;br&gt;Durchschnittlicher Verlust: {average} Samen pro Zug</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Play from Here (after move {n}, {side})</source>
        <translation>Von hier spielen (nach Zug {n}, {side})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the Start</source>
        <translation>Vom Anfang spielen</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rules_window.py" line="+64"/>
        <location line="+13"/>
        <source>Rules of Wari</source>
        <translation>Regeln von Wari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules, section by section, with example boards; the arrow keys and Page Up and Page Down scroll.</source>
        <translation>Die Regeln, Abschnitt für Abschnitt, mit Beispielbrettern; die Pfeiltasten sowie Bild↑ und Bild↓ blättern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the rules (Esc)</source>
        <translation>Die Regeln schließen (Esc)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The rules of Wari</source>
        <translation>Die Regeln von Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wari, also called Oware, Awalé or Ayo, is played all over West Africa and the Caribbean. Two players sow seeds round a board of twelve houses and capture them from each other. These are the international rules of the Oware Society, known as &lt;i&gt;Oware abapa&lt;/i&gt;.</source>
        <translation>Wari, auch Oware, Awalé oder Ayo genannt, wird in ganz Westafrika und in der Karibik gespielt. Zwei Spieler säen Samen rund um ein Brett mit zwölf Mulden und fangen sie einander ab. Dies sind die internationalen Regeln der Oware Society, bekannt als &lt;i&gt;Oware abapa&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The board</source>
        <translation>Das Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player owns the six houses in front of them: &lt;b&gt;South&lt;/b&gt;, at the bottom, owns &lt;b&gt;A&lt;/b&gt; to &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;North&lt;/b&gt;, at the top, owns &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;f&lt;/b&gt;. The large store at each player&apos;s right keeps the seeds they capture.</source>
        <translation>Jedem Spieler gehören die sechs Mulden vor ihm: &lt;b&gt;Süd&lt;/b&gt;, unten, hat &lt;b&gt;A&lt;/b&gt; bis &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;Nord&lt;/b&gt;, oben, hat &lt;b&gt;a&lt;/b&gt; bis &lt;b&gt;f&lt;/b&gt;. Der große Speicher rechts von jedem Spieler nimmt die Samen auf, die er fängt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game begins with 4 seeds in every house, 48 in all. The players take turns; who moves first is chosen before the game, or drawn by lot.</source>
        <translation>Die Partie beginnt mit 4 Samen in jeder Mulde, insgesamt 48. Die Spieler ziehen abwechselnd; wer beginnt, wird vor der Partie festgelegt oder ausgelost.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start: 4 seeds in each house, the stores empty. South&apos;s store is on the right, North&apos;s on the left.</source>
        <translation>Der Anfang: 4 Samen in jeder Mulde, die Speicher leer. Der Speicher von Süd ist rechts, der von Nord links.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sowing</source>
        <translation>Säen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, choose one of your houses that holds seeds and take them all. Sow them one by one into the following houses, &lt;b&gt;counter-clockwise&lt;/b&gt;: rightwards along your row, then leftwards along your opponent&apos;s. Seeds land on both sides of the board.</source>
        <translation>Wählen Sie, wenn Sie am Zug sind, eine Ihrer Mulden mit Samen und nehmen Sie alle heraus. Säen Sie sie einzeln in die folgenden Mulden, &lt;b&gt;gegen den Uhrzeigersinn&lt;/b&gt;: nach rechts entlang Ihrer Reihe, dann nach links entlang der Reihe des Gegners. Samen landen auf beiden Seiten des Bretts.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: its 4 seeds go into F, a, b and c.</source>
        <translation>Süd spielt &lt;b&gt;E&lt;/b&gt;: Die 4 Samen gehen nach F, a, b und c.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A house with 12 seeds or more takes the sowing right round the board. The house you started from is &lt;b&gt;skipped&lt;/b&gt; on every lap, so it is always empty after your move.</source>
        <translation>Eine Mulde mit 12 Samen oder mehr führt die Saat einmal rund ums Brett. Die Mulde, aus der Sie gesät haben, wird bei jeder Runde &lt;b&gt;übersprungen&lt;/b&gt;, also ist sie nach Ihrem Zug immer leer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;E&lt;/b&gt; holds 14 seeds: the sowing goes all the way round, passes over E and ends in b.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; hat 14 Samen: Die Saat geht ganz herum, überspringt E und endet in b.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capturing</source>
        <translation>Fangen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If your last seed lands in one of your &lt;b&gt;opponent&apos;s&lt;/b&gt; houses and brings it to &lt;b&gt;2 or 3&lt;/b&gt; seeds, you capture them. Then look at the house before it: if it is also your opponent&apos;s and holds 2 or 3, you capture it too, and so on backwards. The chain stops at the first house that holds another number, or that is on your own side. Captured seeds go to your store.</source>
        <translation>Fällt Ihr letzter Samen in eine Mulde Ihres &lt;b&gt;Gegners&lt;/b&gt; und bringt sie auf &lt;b&gt;2 oder 3&lt;/b&gt; Samen, fangen Sie diese. Dann sehen Sie sich die Mulde davor an: Gehört auch sie dem Gegner und hat 2 oder 3, fangen Sie auch sie, und so weiter rückwärts. Die Kette endet an der ersten Mulde, die eine andere Anzahl hat oder auf Ihrer eigenen Seite liegt. Gefangene Samen kommen in Ihren Speicher.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;. The last seed makes 2 in b, and a holds 3: South captures both, 5 seeds. F is South&apos;s own house, so the chain stops there.</source>
        <translation>Süd spielt &lt;b&gt;E&lt;/b&gt;. Der letzte Samen ergibt 2 in b, und a hat 3: Süd fängt beide, 5 Samen. F ist eine Mulde von Süd selbst, also endet die Kette dort.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A move that would capture &lt;b&gt;every&lt;/b&gt; seed on your opponent&apos;s side is a &lt;b&gt;grand slam&lt;/b&gt;. You may play it, but it captures nothing: the seeds stay where they fell.</source>
        <translation>Ein Zug, der &lt;b&gt;alle&lt;/b&gt; Samen auf der Seite des Gegners fangen würde, ist ein &lt;b&gt;Grand Slam&lt;/b&gt;. Sie dürfen ihn spielen, aber er fängt nichts: Die Samen bleiben liegen, wo sie hinfielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: taking a, b and c would leave North with no seeds, so nothing is captured.</source>
        <translation>Süd spielt &lt;b&gt;E&lt;/b&gt;: a, b und c zu nehmen würde Nord ohne Samen lassen, also wird nichts gefangen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feeding your opponent</source>
        <translation>Den Gegner versorgen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never starve your opponent. If their side is empty, you must play a move that gives them at least one seed. If no move can, the game ends and you take the seeds left on your side.</source>
        <translation>Lassen Sie Ihren Gegner nie verhungern. Ist seine Seite leer, müssen Sie einen Zug spielen, der ihm mindestens einen Samen gibt. Kann das kein Zug, endet die Partie, und Sie nehmen die Samen, die auf Ihrer Seite übrig sind.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>North has no seeds. Only &lt;b&gt;E&lt;/b&gt; reaches North&apos;s side, so South must play E.</source>
        <translation>Nord hat keine Samen. Nur &lt;b&gt;E&lt;/b&gt; erreicht die Seite von Nord, also muss Süd E spielen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South is to move, but no move reaches North&apos;s side: the game ends. South adds the 5 seeds on their side to their store and wins 25 to 23.</source>
        <translation>Süd ist am Zug, aber kein Zug erreicht die Seite von Nord: Die Partie endet. Süd legt die 5 Samen auf seiner Seite in seinen Speicher und gewinnt 25 zu 23.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>Das Ende der Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever captures &lt;b&gt;25&lt;/b&gt; seeds or more wins; at &lt;b&gt;24–24&lt;/b&gt; the game is a draw.</source>
        <translation>Wer &lt;b&gt;25&lt;/b&gt; Samen oder mehr fängt, gewinnt; bei &lt;b&gt;24–24&lt;/b&gt; ist die Partie unentschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Famine&lt;/b&gt;: when the player to move cannot feed an empty side, or has no seeds at all, the game ends.</source>
        <translation>&lt;b&gt;Aushungern&lt;/b&gt;: Kann der Spieler am Zug eine leere Seite nicht versorgen oder hat er gar keine Samen, endet die Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Repetition&lt;/b&gt;: when the same position comes round again (the same seeds in every house and the same player to move), the game ends.</source>
        <translation>&lt;b&gt;Wiederholung&lt;/b&gt;: Kommt dieselbe Stellung wieder vor (dieselben Samen in jeder Mulde und derselbe Spieler am Zug), endet die Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Agreement&lt;/b&gt;: when no more captures can happen, the players may agree to stop.</source>
        <translation>&lt;b&gt;Einigung&lt;/b&gt;: Wenn keine Fänge mehr möglich sind, können sich die Spieler auf ein Ende einigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever the game ends before someone reaches 25, each player adds the seeds on their own side to their store. Whoever then has more seeds wins.</source>
        <translation>Endet die Partie, bevor jemand 25 erreicht, legt jeder Spieler die Samen auf seiner eigenen Seite in seinen Speicher. Wer dann mehr Samen hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers these variants from Italian rule books. Without them you play the standard rules above.</source>
        <translation>Der Dialog Neue Partie bietet diese Varianten aus italienischen Regelbüchern an. Ohne sie spielen Sie nach den obigen Standardregeln.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Grand slam forbidden&lt;/b&gt;: a grand slam may not be played unless you have no other move; then it captures nothing.</source>
        <translation>&lt;b&gt;Grand Slam verboten&lt;/b&gt;: Ein Grand Slam darf nur gespielt werden, wenn Sie keinen anderen Zug haben; dann fängt er nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Tutti a casa&lt;/b&gt; (“everyone home”): as soon as a side is empty, the game ends, and each player takes the seeds on their side.</source>
        <translation>&lt;b&gt;Tutti a casa&lt;/b&gt; („alle nach Hause“): Sobald eine Seite leer ist, endet die Partie, und jeder Spieler nimmt die Samen auf seiner Seite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Libertà al più forte&lt;/b&gt; (“freedom to the stronger”): a player whose side is empty passes, and the opponent plays freely, with no duty to feed, until seeds come back.</source>
        <translation>&lt;b&gt;Libertà al più forte&lt;/b&gt; („Freiheit dem Stärkeren“): Ein Spieler, dessen Seite leer ist, setzt aus, und der Gegner spielt frei, ohne Pflicht zu versorgen, bis wieder Samen kommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;No end on repetition&lt;/b&gt;: a repeated position does not end the game; the players stop a never-ending game by agreement.</source>
        <translation>&lt;b&gt;Kein Ende bei Wiederholung&lt;/b&gt;: Eine wiederholte Stellung beendet die Partie nicht; die Spieler beenden eine endlose Partie durch Einigung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a match of several games, &lt;b&gt;Case supplementari&lt;/b&gt; (“extra houses”) carries the score over: after each game the players fill houses with the seeds they won, 4 to a house, starting from their own. A remainder of 3 fills one more house. The winner&apos;s extra houses on the opponent&apos;s row belong to them in the next game: with 32 seeds, 8 houses against 4.</source>
        <translation>In einem Match aus mehreren Partien überträgt &lt;b&gt;Case supplementari&lt;/b&gt; („zusätzliche Mulden“) den Spielstand: Nach jeder Partie füllen die Spieler Mulden mit den gewonnenen Samen, 4 pro Mulde, beginnend mit den eigenen. Ein Rest von 3 füllt eine weitere Mulde. Die zusätzlichen Mulden des Siegers in der Reihe des Gegners gehören ihm in der nächsten Partie: mit 32 Samen 8 Mulden gegen 4.</translation>
    </message>
</context>
<context>
    <name>ServerRatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="-178"/>
        <source>No rated games yet</source>
        <extracomment>The folder of games fetched from a server to review, under the data folder (apart from ``games``, the player&apos;s own).</extracomment>
        <translation>Noch keine gewerteten Partien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>Die Wertung Partie für Partie, über {count} gewertete Partien: von {start} bis {now}; höchste {best}, niedrigste {worst}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game {number}, {date}
Rating after it: {rating}</source>
        <translation>Partie {number}, {date}
Wertung danach: {rating}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/settings_dialog.py" line="+49"/>
        <location line="+8"/>
        <source>Settings</source>
        <extracomment>Each language in its own words; these are never translated.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The click of seeds dropping into the houses.</source>
        <translation>Das Klicken der Samen, die in die Mulden fallen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How loud the seeds sound, from 0 to 100 percent (arrow keys change it).</source>
        <translation>Wie laut die Samen klingen, von 0 bis 100 Prozent (die Pfeiltasten ändern sie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound device was found on this computer: the game plays silently.</source>
        <translation>Auf diesem Computer wurde kein Audiogerät gefunden: Das Spiel bleibt stumm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Sofort (ohne Animation)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How fast the seeds are sown on the board.</source>
        <translation>Wie schnell die Samen auf dem Brett gesät werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing speed:</source>
        <translation>Tempo beim Säen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the number of seeds in each house</source>
        <translation>Die Anzahl der Samen in jeder Mulde anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small numbers beside the houses and stores, so you need not count.</source>
        <translation>Kleine Zahlen neben den Mulden und Speichern, damit Sie nicht zählen müssen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name in the games you save against the computer (the South or North tag). Left empty, the name this computer knows you by.</source>
        <translation>Ihr Name in den Partien gegen den Computer, die Sie speichern (das Tag South oder North). Leer gelassen: der Name, unter dem dieser Computer Sie kennt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the computer&apos;s thinking</source>
        <translation>Das Nachdenken des Computers zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the computer thinks, its card shows how deep it has looked and the move it prefers so far.</source>
        <translation>Während der Computer nachdenkt, zeigt seine Karte, wie tief er geschaut hat und welchen Zug er bisher bevorzugt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let the master think on your time</source>
        <translation>Den Meister in Ihrer Bedenkzeit mitdenken lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While you think about your move against the master, the computer thinks too, and answers stronger. It stops the moment you move.</source>
        <translation>Während Sie über Ihren Zug gegen den Meister nachdenken, denkt der Computer mit und antwortet stärker. Er hört auf, sobald Sie ziehen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Endgame database: not there yet (the computer plays on without it).</source>
        <translation>Endspieldatenbank: noch nicht vorhanden (der Computer spielt ohne sie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame database: every position with up to {seeds} seeds on the board.</source>
        <translation>Endspieldatenbank: jede Stellung mit bis zu {seeds} Samen auf dem Brett.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A larger one ({seeds} seeds) is being built in the background: {percent}%.</source>
        <translation>Eine größere ({seeds} Samen) wird im Hintergrund erstellt: {percent} %.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A larger one ({seeds} seeds) is being built in the background.</source>
        <translation>Eine größere ({seeds} Samen) wird im Hintergrund erstellt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The language of the game&apos;s windows and messages.</source>
        <translation>Die Sprache der Fenster und Meldungen des Spiels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new language is used as soon as you press OK: the window is shown again in it, with your game as it stands.</source>
        <translation>Eine neue Sprache gilt, sobald Sie OK drücken: Das Fenster erscheint neu in ihr, mit Ihrer Partie, wie sie gerade steht.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Sowing speed</source>
        <translation>Tempo beim Säen</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings (Enter)</source>
        <translation>Diese Einstellungen übernehmen (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing anything (Esc)</source>
        <translation>Schließen, ohne etwas zu ändern (Esc)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/shortcuts_dialog.py" line="+60"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+57"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Everything can be done from the keyboard. Alt and an underlined letter open a menu; Tab moves between the board, the move list and the buttons.</source>
        <translation>Alles lässt sich mit der Tastatur erledigen. Alt und ein unterstrichener Buchstabe öffnen ein Menü; Tab wechselt zwischen dem Brett, der Zugliste und den Schaltflächen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a house of the side to move</source>
        <translation>Eine Mulde der Seite am Zug spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A to F (either case)</source>
        <translation>A bis F (groß oder klein)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard ring between your houses</source>
        <translation>Den Tastaturring zwischen Ihren Mulden bewegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the ringed house</source>
        <translation>Die markierte Mulde spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter or Space</source>
        <translation>Enter oder Leertaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game from a past position</source>
        <translation>Aus einer früheren Stellung zurück zur Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next or previous part of the window</source>
        <translation>Nächster oder vorheriger Bereich des Fensters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dialogs</source>
        <translation>Dialoge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Confirm, or close without changes</source>
        <translation>Bestätigen oder ohne Änderungen schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Esc</source>
        <translation>Enter, Esc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One row per command: where it applies, what it does and its keys.</source>
        <translation>Eine Zeile pro Befehl: wo er gilt, was er tut und seine Tasten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Diese Seite schließen (Esc)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/side_panel.py" line="+128"/>
        <source>Moves</source>
        <extracomment>The panel&apos;s width in a large window, and at the least (a small window&apos;s board needs the room more than the panel does).</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played, South&apos;s and North&apos;s side by side; the last move is highlighted. Click a move to see the board after it.</source>
        <translation>Die gespielten Züge, die von Süd und Nord nebeneinander; der letzte Zug ist hervorgehoben. Klicken Sie auf einen Zug, um das Brett danach zu sehen.</translation>
    </message>
</context>
<context>
    <name>SignInFlow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_flow.py" line="+133"/>
        <source>Connecting to the server…</source>
        <translation>Verbindung zum Server…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Please sign in again.</source>
        <translation>Bitte melden Sie sich erneut an.</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_form.py" line="+40"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address, such as club.example.org or 192.168.1.20:7531</source>
        <translation>Die Adresse des Servers, etwa club.example.org oder 192.168.1.20:7531</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name on the server: 3 to 20 letters, digits, _ or -</source>
        <translation>Ihr Name auf dem Server: 3 bis 20 Buchstaben, Ziffern, _ oder -</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your password on the server (it is never kept on this computer)</source>
        <translation>Ihr Passwort auf dem Server (es wird nie auf diesem Computer gespeichert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;In</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;Up</source>
        <translation>&amp;Registrieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new account on this server</source>
        <translation>Ein neues Konto auf diesem Server anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play as a &amp;Guest</source>
        <translation>Als &amp;Gast spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play casual games without an account (no rating)</source>
        <translation>Ungewertete Partien ohne Konto spielen (keine Wertung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign-in message</source>
        <translation>Anmeldemeldung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to come back</source>
        <extracomment>How long before the opponent may claim, when going back to a game.</extracomment>
        <translation>Zeit für die Rückkehr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Play on a server</source>
        <translation>Auf einem Server spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in to a Wari server to play people there, with clocks and a rating. Your password is sent to the server only; this computer keeps the server&apos;s address, your name and, where the system has a keyring, a sign-in token.</source>
        <translation>Melden Sie sich bei einem Wari-Server an, um dort gegen Menschen zu spielen, mit Uhren und einer Wertung. Ihr Passwort geht nur an den Server; dieser Computer behält die Adresse des Servers, Ihren Namen und, wo das System einen Schlüsselbund hat, ein Anmelde-Token.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The server&apos;s address: {reason}</source>
        <translation>Die Adresse des Servers: {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A name has 3 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Ein Name hat 3 bis 20 Buchstaben, Ziffern, _ oder - und beginnt mit einem Buchstaben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A password has {low} to {high} characters.</source>
        <translation>Ein Passwort hat {low} bis {high} Zeichen.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../wari_desktop/__main__.py" line="+118"/>
        <source>Wari is already running (process {pid}) but does not answer. Close it, or end that process, then start Wari again. Nothing was changed.</source>
        <translation>Wari läuft bereits (Prozess {pid}), antwortet aber nicht. Schließen Sie es oder beenden Sie diesen Prozess und starten Sie Wari dann erneut. Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>TermsForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/seek_form.py" line="+30"/>
        <source>&amp;Rated</source>
        <extracomment>The clock a new seek offers first (10 minutes each, 5 seconds a move).</extracomment>
        <translation>&amp;Gewertet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated game</source>
        <translation>Gewertete Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A rated game changes both players&apos; ratings on the server; a casual one does not.</source>
        <translation>Eine gewertete Partie ändert die Wertung beider Spieler auf dem Server, eine ungewertete nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Side by lot</source>
        <translation>Seite per Los</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play South (first)</source>
        <translation>Ich spiele Süd (zuerst)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play North</source>
        <translation>Ich spiele Nord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your side</source>
        <translation>Ihre Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The side you play: South moves first; by lot, a coin decides when the game starts. The other player is told which side they would get.</source>
        <translation>Die Seite, die Sie spielen: Süd zieht zuerst; per Los entscheidet eine Münze zu Beginn der Partie. Der andere Spieler erfährt, welche Seite er bekäme.</translation>
    </message>
</context>
<context>
    <name>TournamentForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_form.py" line="+48"/>
        <source>New Tournament</source>
        <extracomment>The tournament was made: its id.</extracomment>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rated</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No maximum</source>
        <translation>Kein Höchstwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots may enter</source>
        <translation>Bots dürfen teilnehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None: anyone may enter</source>
        <translation>Keiner: jeder darf teilnehmen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a move</source>
        <translation>pro Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Format:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rou&amp;nds (Swiss):</source>
        <translation>&amp;Runden (Schweizer):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Length (arena):</source>
        <translation>&amp;Dauer (Arena):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Beginn:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Maximum of players:</source>
        <translation>&amp;Höchstzahl der Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes each</source>
        <translation>Minuten je Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds added a move</source>
        <translation>Sekunden pro Zug dazu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C&amp;reate</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Give the tournament a name.</source>
        <translation>Gib dem Turnier einen Namen.</translation>
    </message>
</context>
<context>
    <name>TournamentModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_models.py" line="+88"/>
        <source>Tournament</source>
        <extracomment>Formats whose crosstable has a column per opponent.</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rated</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Starts</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+116"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Stage</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} (closed)</source>
        <translation>{name} (geschlossen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organised by {name}</source>
        <translation>Veranstaltet von {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entering needs the invitation code</source>
        <translation>Zur Anmeldung braucht es den Einladungscode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>ungewertet</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+44"/>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Seeds</source>
        <translation>Samen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(bot)</source>
        <translation>(Bot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(withdrawn)</source>
        <translation>(zurückgezogen)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+22"/>
        <source>South</source>
        <translation>Süd</translation>
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
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>TournamentOrganiser</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="-105"/>
        <source>Both lose by forfeit</source>
        <translation>Beide verlieren kampflos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw (½–½)</source>
        <translation>Remis (½–½)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins by forfeit</source>
        <translation>{name} gewinnt kampflos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins ({south}–{north})</source>
        <translation>{name} gewinnt ({south}–{north})</translation>
    </message>
</context>
<context>
    <name>TournamentPageDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_page.py" line="+118"/>
        <source>Tournament</source>
        <extracomment>The formats that take entries after their start. The column of each table that takes the width left (the players&apos; names; None: the last column). The tabs&apos; look (the lobby&apos;s style sheets have no tabs). A game of the event to watch (its ``game`` frame), as the lobby&apos;s Watch. The path of a finished game&apos;s record, fetched to open on the main board. Asks the invitation code of a closed event (None: cancelled; tests replace it).</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the tournament</source>
        <translation>Über das Turnier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairings</source>
        <translation>Paarungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your Games</source>
        <translation>Deine Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round shown</source>
        <translation>Angezeigte Runde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament message</source>
        <translation>Turniermeldung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Enter</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw</source>
        <translation>&amp;Zurückziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W&amp;atch</source>
        <translation>Zu&amp;sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review Game</source>
        <translation>Partie &amp;nachspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chosen finished game on the board to review it</source>
        <translation>Öffnet die gewählte beendete Partie auf dem Brett zum Nachspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Organiser</source>
        <translation>&amp;Organisation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the organiser of this event may do</source>
        <translation>Was die Organisation dieses Turniers tun kann</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Die Antwort des Servers konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament: {name}</source>
        <translation>Turnier: {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>ungewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players: {count}</source>
        <translation>Spieler: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts {when}</source>
        <translation>Beginn {when}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Organised by {name}</source>
        <translation>Veranstaltet von {name}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A closed event: it asks for the invitation code</source>
        <translation>Ein geschlossenes Turnier: es verlangt den Einladungscode</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are in: your games start on your board by themselves.</source>
        <translation>Du bist dabei: deine Partien beginnen von selbst auf deinem Brett.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation Code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament is closed: its invitation code, from its organiser:</source>
        <translation>Dieses Turnier ist geschlossen: sein Einladungscode, vom Veranstalter:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have withdrawn: you are not paired again (a game in progress goes on).</source>
        <translation>Du hast dich zurückgezogen: du wirst nicht mehr gepaart (eine laufende Partie geht weiter).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a game in progress in the pairings first.</source>
        <translation>Wähle zuerst eine laufende Partie in den Paarungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your own game: it is on your board.</source>
        <translation>Das ist deine eigene Partie: sie ist auf deinem Brett.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a finished game first.</source>
        <translation>Wähle zuerst eine beendete Partie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be kept: {reason}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>TournamentWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_words.py" line="+33"/>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double round robin</source>
        <translation>Doppelrundenturnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss</source>
        <translation>Schweizer System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upcoming</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz cut 1</source>
        <translation>Buchholz Streichung 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median Buchholz</source>
        <translation>Mittlere Buchholz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Performance</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not begun</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{south} – {north} (forfeit)</source>
        <translation>{south} – {north} (kampflos)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{event}, round {round}</source>
        <translation>{event}, Runde {round}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play South against {name}: your move.</source>
        <translation>Du spielst Süd gegen {name}: du bist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play South against {name}.</source>
        <translation>Du spielst Süd gegen {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North against {name}: your move.</source>
        <translation>Du spielst Nord gegen {name}: du bist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play North against {name}: {name} moves first.</source>
        <translation>Du spielst Nord gegen {name}: {name} zieht zuerst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make your first move within {seconds} s or lose by forfeit.</source>
        <translation>Mach deinen ersten Zug innerhalb von {seconds} s, sonst verlierst du kampflos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has {seconds} s for a first move, or loses by forfeit.</source>
        <translation>{name} hat {seconds} s für einen ersten Zug, sonst verliert er kampflos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This tournament takes no bots.</source>
        <translation>Dieses Turnier nimmt keine Bots.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament has started: it takes no more players.</source>
        <translation>Dieses Turnier hat begonnen: es nimmt keine Spieler mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The registration of this tournament is closed.</source>
        <translation>Die Anmeldung zu diesem Turnier ist geschlossen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This tournament is full.</source>
        <translation>Dieses Turnier ist voll.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament needs its invitation code: that one is not it.</source>
        <translation>Dieses Turnier braucht seinen Einladungscode: das ist er nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You withdrew from this tournament: you cannot enter it again now.</source>
        <translation>Du hast dich von diesem Turnier zurückgezogen: jetzt kannst du dich nicht wieder anmelden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This tournament takes no entry now.</source>
        <translation>Dieses Turnier nimmt jetzt keine Anmeldung an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guests follow tournaments but do not play in them: sign up to enter.</source>
        <translation>Gäste verfolgen Turniere, spielen aber nicht mit: registriere dich, um teilzunehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only an organiser creates tournaments: the server&apos;s admin grants the role.</source>
        <translation>Nur ein Veranstalter erstellt Turniere: die Rolle vergibt der Administrator des Servers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tournament is no longer there.</source>
        <translation>Dieses Turnier gibt es nicht mehr.</translation>
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
        <translation>Turniere</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tournaments message</source>
        <translation>Turniermeldung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Tournament…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For organisers: the server&apos;s admin grants the role</source>
        <translation>Für Veranstalter: die Rolle vergibt der Administrator des Servers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Die Antwort des Servers konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tournament on this server yet.</source>
        <translation>Noch kein Turnier auf diesem Server.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose a tournament in the list first.</source>
        <translation>Wähle zuerst ein Turnier in der Liste.</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <location filename="../../wari_desktop/gui/study/watch.py" line="+103"/>
        <source>Stop the computers after the move being played, or let them go on</source>
        <translation>Die Computer nach dem laufenden Zug anhalten oder weiterspielen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the next move, then stay paused</source>
        <translation>Den nächsten Zug spielen, dann pausiert bleiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Now</source>
        <translation>Jetzt ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>Der Computer spielt den besten Zug, den er bisher gefunden hat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long to wait between moves</source>
        <translation>Wie lange zwischen den Zügen gewartet wird</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
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
        <translation>&amp;Computer gegen Computer…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;Now</source>
        <translation>&amp;Jetzt ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>Der Computer spielt den besten Zug, den er bisher gefunden hat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pause the Computers</source>
        <translation>Computer &amp;pausieren</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>depth {depth}, best {move}</source>
        <translation>Tiefe {depth}, bester {move}</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <location line="-229"/>
        <location line="+2"/>
        <source>Computer against Computer</source>
        <extracomment>The pause between two moves at each step of the pace slider, in milliseconds.</extracomment>
        <translation>Computer gegen Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play itself, each side at its own level. You can pause it, step one move at a time and change the pace.</source>
        <translation>Sehen Sie dem Computer beim Spiel gegen sich selbst zu, jede Seite auf ihrer eigenen Stufe. Sie können anhalten, Zug für Zug weitergehen und das Tempo ändern.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{side}&apos;s level</source>
        <translation>Stufe für {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How strongly the computer plays {side}&apos;s side</source>
        <translation>Wie stark der Computer die Seite von {side} spielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game of the computer against itself (Enter)</source>
        <translation>Eine neue Partie des Computers gegen sich selbst starten (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Schließen und die laufende Partie fortsetzen (Esc)</translation>
    </message>
</context>
</TS>
