<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AnalysisController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_control.py" line="+80"/>
        <source>&amp;Analysis</source>
        <translation>Anál&amp;isis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position</source>
        <translation>Muestra lo que piensa el motor de la posición</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+137"/>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position set up</source>
        <translation>Muestra lo que el motor piensa de la posición preparada</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Nothing to analyse. {why}</source>
        <translation>Nada que analizar. {why}</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_dock.py" line="+140"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>BEST LINE</source>
        <translation>MEJOR LÍNEA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best line</source>
        <translation>Mejor línea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EACH MOVE</source>
        <translation>CADA JUGADA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point at a move to see the board after it.</source>
        <translation>Señala una jugada para ver el tablero después de ella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is marked as assisted: the analysis was on while you played the computer.</source>
        <translation>Esta partida está marcada como asistida: el análisis estaba activo mientras jugabas contra el ordenador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position in the board editor</source>
        <translation>La posición que estás preparando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>EVALUATION</source>
        <translation>EVALUACIÓN</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Analysis starts…</source>
        <translation>El análisis empieza…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About even. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>Más o menos igualados. El motor espera que las semillas acaben {south}–{north} (Sur–Norte).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is ahead by about {margin} seeds. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>{player} va por delante por unas {margin} semillas. El motor espera que las semillas acaben {south}–{north} (Sur–Norte).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Depth {depth} · {nodes} positions</source>
        <translation>Profundidad {depth} · {nodes} posiciones</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game is over: {south}–{north} (South–North).</source>
        <translation>La partida ha terminado: {south}–{north} (Sur–Norte).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../wari_desktop/gui/window/announcer.py" line="+28"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 sows %2, %n seed(s)</source>
        <extracomment>What was announced, oldest first (the last 50).</extracomment>
        <translation>
            <numerusform>%1 siembra %2, %n semilla</numerusform>
            <numerusform>%1 siembra %2, %n semillas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, a grand slam: it captures nothing</source>
        <translation>, un gran slam: no captura nada</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, captures %n from %1</source>
        <translation>
            <numerusform>, captura %n de %1</numerusform>
            <numerusform>, captura %n de %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClaimCountdown</name>
    <message>
        <location filename="../../wari_desktop/gui/online/claim_countdown.py" line="+92"/>
        <source>Asking the server how long you have before {name} may claim the game…</source>
        <extracomment>Seconds to wait for the server&apos;s answer at most.</extracomment>
        <translation>Preguntando al servidor cuánto tiempo tienes antes de que {name} pueda reclamar la partida…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How long you have before {name} may claim the game is not known (the server did not say): sign in as soon as you can.</source>
        <translation>No se sabe cuánto tiempo tienes antes de que {name} pueda reclamar la partida (el servidor no lo dijo): inicia sesión cuanto antes.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} may claim the game now: sign in to see whether it goes on.</source>
        <translation>{name} ya puede reclamar la partida: inicia sesión para ver si sigue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have {time} to sign in before {name} may claim the game.</source>
        <translation>Tienes {time} para iniciar sesión antes de que {name} pueda reclamar la partida.</translation>
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
        <translation>Sin reloj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{time} each</source>
        <translation>{time} cada uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{time} + {increment} a move</source>
        <translation>{time} + {increment} por jugada</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A clock for each player: the time for the whole game, and with &quot;+&quot; the seconds added after each move. A player whose time runs out loses the game.</source>
        <translation>Un reloj para cada jugador: el tiempo para toda la partida y, con «+», los segundos que se añaden tras cada jugada. El jugador que se queda sin tiempo pierde la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
</context>
<context>
    <name>ClockDisplay</name>
    <message>
        <location filename="../../wari_desktop/gui/window/clock_display.py" line="+76"/>
        <source>{side}&apos;s clock: the time left</source>
        <extracomment>How often the clocks are shown again, in milliseconds. A clock runs low under this many seconds, or under a quarter of the game&apos;s time.</extracomment>
        <translation>Reloj de {side}: el tiempo restante</translation>
    </message>
</context>
<context>
    <name>ComeBack</name>
    <message>
        <location filename="../../wari_desktop/gui/online/comeback.py" line="+118"/>
        <source>this network</source>
        <extracomment>Words of the network&apos;s own errors, said in plain words for a game on this network. Asks the player whether to go back, and tells what failed (tests replace them).</extracomment>
        <translation>esta red</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+157"/>
        <source>Your Online Game</source>
        <translation>Tu partida en línea</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Your game against {name} ({where}) was in progress when Wari closed. Go back to it? If you don&apos;t, {name} may claim it once your time to come back is over.</source>
        <translation>Tu partida contra {name} ({where}) estaba en curso cuando Wari se cerró. ¿Volver a ella? Si no, {name} podrá reclamarla cuando se acabe tu tiempo para volver.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>signed in as {name}, not as {player}</source>
        <translation>sesión iniciada como {name}, no como {player}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the server did not send the game</source>
        <translation>el servidor no ha enviado la partida</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the sign-in kept for it is no longer taken</source>
        <translation>el inicio de sesión guardado para ella ya no se acepta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your online game could not be resumed: {why}</source>
        <translation>No se ha podido reanudar tu partida en línea: {why}</translation>
    </message>
</context>
<context>
    <name>ConnectErrors</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connect_errors.py" line="+65"/>
        <source>The name {host} is not known on this network: check the address.</source>
        <extracomment>``errno`` values that mean &quot;no way to that address from here&quot;. ``errno`` values that mean &quot;the connection was cut while opening&quot;. Names of the WebSocket library&apos;s handshake errors (matched by name: this room does not import the network library).</extracomment>
        <translation>El nombre {host} no se conoce en esta red: comprueba la dirección.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing answers at {host} port {port}: is the server running, and is the address right? A firewall may be in the way.</source>
        <translation>Nada responde en {host} puerto {port}: ¿está el servidor en marcha y es correcta la dirección? Puede que un cortafuegos lo impida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{host} cannot be reached from this computer: is the address right, and is this computer on the same network? A firewall may be in the way.</source>
        <translation>{host} no se puede alcanzar desde este ordenador: ¿es correcta la dirección y está este ordenador en la misma red? Puede que un cortafuegos lo impida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The secure connection to {host} could not be made: its certificate was refused.</source>
        <translation>No se pudo establecer la conexión segura con {host}: su certificado fue rechazado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} port {port} did not answer in time: the computer may be off or busy, or a firewall may be in the way.</source>
        <translation>{host} puerto {port} no respondió a tiempo: el ordenador puede estar apagado u ocupado, o puede que un cortafuegos lo impida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to {host} was cut while it opened: try again.</source>
        <translation>La conexión con {host} se cortó mientras se abría: inténtalo de nuevo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something answers at {host} port {port}, but it is not a Wari server: is the address right?</source>
        <translation>Algo responde en {host} puerto {port}, pero no es un servidor de Wari: ¿es correcta la dirección?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a server&apos;s address: write it as host:port, for example 192.168.1.20:7531.</source>
        <translation>Eso no es la dirección de un servidor: escríbela como host:puerto, por ejemplo 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not connect: {why}</source>
        <translation>No se pudo conectar: {why}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The other side runs another version of Wari ({why}): the same version is needed on both sides.</source>
        <translation>El otro lado usa otra versión de Wari ({why}): hace falta la misma versión en ambos lados.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+69"/>
        <source>Board to set up</source>
        <extracomment>The most seeds one pit may hold in the editor (all of them). The keys that add seeds to the ringed pit, and how many. Digits typed within this many seconds make one number (&quot;1&quot;, &quot;2&quot;: 12 seeds).</extracomment>
        <translation>Tablero para preparar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move between the houses and the stores; + and - add or take away a seed, Page Up and Page Down five; type a number to set the count, Delete to empty the pit.</source>
        <translation>Las flechas pasan de una casa o un depósito a otro; + y - añaden o quitan una semilla, Re Pág y Av Pág cinco; escribe un número para fijar la cantidad, Supr para vaciar el hoyo.</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>to move</source>
        <translation>juega</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_graph.py" line="+38"/>
        <source>Click to see the position</source>
        <extracomment>The colour and dot radius (pixels) of each judgement.</extracomment>
        <translation>Haz clic para ver la posición</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>South ahead</source>
        <translation>Sur por delante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Norte por delante</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/platform/file_dialogs.py" line="+42"/>
        <source>Files</source>
        <extracomment>The size Qt&apos;s own file dialog opens at (less on a smaller screen). The width of its list of places (&quot;Computer&quot;, the home folder), beside the files.</extracomment>
        <translation>Archivos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look in</source>
        <translation>Buscar en</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder shown, and the folders above it</source>
        <translation>La carpeta mostrada y las carpetas que la contienen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder</source>
        <translation>Las carpetas y los archivos de partida de esta carpeta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder, with their size, type and date</source>
        <translation>Las carpetas y los archivos de partida de esta carpeta, con su tamaño, tipo y fecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and bookmarks</source>
        <translation>Lugares y marcadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File name</source>
        <translation>Nombre del archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name to save the game under</source>
        <translation>El nombre con el que guardar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the game file to open</source>
        <translation>El nombre del archivo de partida que abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type</source>
        <translation>Archivos de tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which files the list shows</source>
        <translation>Qué archivos muestra la lista</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open the chosen game file</source>
        <translation>Abrir el archivo de partida elegido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game in the chosen file</source>
        <translation>Guardar la partida en el archivo elegido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this dialog without opening or saving (Esc)</source>
        <translation>Cerrar este diálogo sin abrir ni guardar (Esc)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Look in:</source>
        <translation>Buscar en:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type:</source>
        <translation>Archivos de tipo:</translation>
    </message>
</context>
<context>
    <name>GameBoardView</name>
    <message>
        <location filename="../../wari_desktop/gui/board/board_view.py" line="+123"/>
        <source>Wari board</source>
        <extracomment>How much each speed stretches the normal timing (None: no animation). What the board shows now; every number on screen follows it.</extracomment>
        <translation>Tablero de Wari</translation>
    </message>
    <message numerus="yes">
        <location line="+132"/>
        <source>%1: %n seed(s)</source>
        <translation>
            <numerusform>%1: %n semilla</numerusform>
            <numerusform>%1: %n semillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>South&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Depósito de Sur: %n semilla</numerusform>
            <numerusform>Depósito de Sur: %n semillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>North&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Depósito de Norte: %n semilla</numerusform>
            <numerusform>Depósito de Norte: %n semillas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/host_dialog.py" line="+127"/>
        <source>Host a Game</source>
        <translation>Alojar una partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the other player</source>
        <translation>Esperando al otro jugador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the other computer: New Game, “A person on another computer”, “Join a game on this network”; then choose this game in the list, or type this address and code.</source>
        <translation>En el otro ordenador: Nueva partida, «Una persona en otro ordenador», «Unirse a una partida en esta red»; luego elige esta partida en la lista, o escribe esta dirección y este código.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting the game…</source>
        <translation>Iniciando la partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State of the hosted game</source>
        <translation>Estado de la partida alojada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrong codes typed</source>
        <translation>Códigos erróneos escritos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code:</source>
        <translation>Código de acceso:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Hosting</source>
        <translation>Dejar de alojar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop hosting: the game is withdrawn from this network (Esc)</source>
        <translation>Dejar de alojar: la partida se retira de esta red (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>Código de acceso</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Address: {address}</source>
        <translation>Dirección: {address}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code: {code}</source>
        <translation>Código de acceso: {code}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Waiting for the other player to join…</source>
        <translation>Esperando a que el otro jugador se una…</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+91"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>HouseListModel</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/board/house_model.py" line="+93"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="-86"/>
        <source>South&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Depósito de Sur, %n semilla</numerusform>
            <numerusform>Depósito de Sur, %n semillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+3"/>
        <source>North&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Depósito de Norte, %n semilla</numerusform>
            <numerusform>Depósito de Norte, %n semillas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the computer&apos;s</source>
        <translation>del ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yours</source>
        <translation>tuya</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>South&apos;s</source>
        <translation>de Sur</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>North&apos;s</source>
        <translation>de Norte</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+1"/>
        <source>House %1, %n seed(s), %2</source>
        <translation>
            <numerusform>Casa %1, %n semilla, %2</numerusform>
            <numerusform>Casa %1, %n semillas, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, playable</source>
        <translation>%1, se puede jugar</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/join_dialog.py" line="+64"/>
        <source>Join a Game</source>
        <extracomment>The error code of a guest refused for a wrong join code (``protocol.ErrorCode``). The error code of a computer refused for a while after too many wrong codes.</extracomment>
        <translation>Unirse a una partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join a game on this network</source>
        <translation>Unirse a una partida en esta red</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Games nearby</source>
        <translation>Partidas cercanas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games announced on this network; choose one, then type its code</source>
        <translation>Las partidas anunciadas en esta red; elige una y escribe su código</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for games… If none shows, type the address and the code the host shows.</source>
        <translation>Buscando partidas… Si no aparece ninguna, escribe la dirección y el código que muestra el anfitrión.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code</source>
        <translation>Código de acceso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Código de acceso:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose a game, then type the code its host shows.</source>
        <translation>Elige una partida y escribe el código que muestra su anfitrión.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Joining…</source>
        <translation>Uniéndose…</translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_list.py" line="+30"/>
        <source>clock unknown</source>
        <translation>reloj desconocido</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>reglas estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant rules</source>
        <translation>reglas variantes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>already started</source>
        <translation>ya empezada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of Wari: cannot be joined</source>
        <translation>otra versión de Wari: no se puede unir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{host} — {clock}, {rules}</source>
        <translation>{host} — {clock}, {rules}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host plays South.</source>
        <translation>El anfitrión juega con Sur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host plays North.</source>
        <translation>El anfitrión juega con Norte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides are drawn by lot.</source>
        <translation>Los lados se sortean.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At {address}:{port}.</source>
        <translation>En {address}:{port}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+24"/>
        <source>Type the address the host shows, such as 192.168.1.20:7531.</source>
        <translation>Escribe la dirección que muestra el anfitrión, por ejemplo 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type only the address and the port, such as 192.168.1.20:7531.</source>
        <translation>Escribe solo la dirección y el puerto, por ejemplo 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An IPv6 address in brackets needs its closing ].</source>
        <translation>Una dirección IPv6 entre corchetes necesita su ] de cierre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the ] of an IPv6 address comes a colon and the port, or nothing.</source>
        <translation>Tras el ] de una dirección IPv6 van dos puntos y el puerto, o nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} is not an IPv6 address.</source>
        <translation>{host} no es una dirección IPv6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{host} is not an IPv4 address.</source>
        <translation>{host} no es una dirección IPv4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A port follows the colon, such as :7531.</source>
        <translation>Tras los dos puntos va un puerto, por ejemplo :7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port is a number from 1 to 65535, not “{port}”.</source>
        <translation>El puerto es un número de 1 a 65535, no «{port}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address is missing before the port.</source>
        <translation>Falta la dirección antes del puerto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{host}” is not an address: use letters, digits, dashes and dots, such as ama-laptop.local or 192.168.1.20.</source>
        <translation>«{host}» no es una dirección: usa letras, cifras, guiones y puntos, por ejemplo ama-laptop.local o 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the join code the host shows.</source>
        <translation>Escribe el código de acceso que muestra el anfitrión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A join code has {wanted} characters, not {typed}.</source>
        <translation>Un código de acceso tiene {wanted} caracteres, no {typed}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A join code has no {letters}: check the code the host shows.</source>
        <translation>Un código de acceso no contiene {letters}: comprueba el código que muestra el anfitrión.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host did not accept this code. Check the code it shows and type it again.</source>
        <translation>El anfitrión no aceptó este código. Comprueba el código que muestra y escríbelo de nuevo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host has no game open: it may have started one with someone else. Ask the host to start a new one.</source>
        <translation>El anfitrión no tiene ninguna partida abierta: quizá empezó una con otra persona. Pídele que abra una nueva.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The other computer did not answer as a Wari game does: nothing was taken from it.</source>
        <translation>El otro ordenador no respondió como lo hace una partida de Wari: no se ha tomado nada de él.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This address is a Wari server, not a game hosted on a network: choose “Play on a server” in New Game to play there.</source>
        <translation>Esta dirección es un servidor de Wari, no una partida alojada en una red: elige «Jugar en un servidor» en Nueva partida para jugar allí.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing answers at {address}: the game may no longer be hosted there, or a firewall on the host&apos;s computer blocks Wari. Check the address and the port the host shows, and that its firewall lets Wari take connections.</source>
        <extracomment>What the network&apos;s own errors say, by the words they contain (lower case): refused, timed out, no way there, a name not known.</extracomment>
        <translation>Nadie responde en {address}: puede que la partida ya no se aloje allí, o que un cortafuegos del ordenador anfitrión bloquee Wari. Comprueba la dirección y el puerto que muestra el anfitrión, y que su cortafuegos deje a Wari aceptar conexiones.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer at {address} did not answer in time. Check that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>El ordenador en {address} no respondió a tiempo. Comprueba que ambos ordenadores estén en la misma red y que el cortafuegos del anfitrión deje a Wari aceptar conexiones.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This computer has no way to {address}: check that both computers are on the same network, and that the address is the one the host shows first (not a container&apos;s or another network&apos;s).</source>
        <translation>Este ordenador no tiene camino hasta {address}: comprueba que ambos ordenadores estén en la misma red y que la dirección sea la primera que muestra el anfitrión (no la de un contenedor ni de otra red).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The name in {address} is not known on this network: type the host&apos;s address in numbers, such as 192.168.1.20.</source>
        <translation>El nombre de {address} no se conoce en esta red: escribe la dirección del anfitrión en números, como 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not reach a game at {address}. Check the address, that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>No se pudo llegar a una partida en {address}. Comprueba la dirección, que ambos ordenadores estén en la misma red y que el cortafuegos del anfitrión deje a Wari aceptar conexiones.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game is not hosted: the network interfaces named in WARI_LAN_INTERFACES are not on this computer, so nobody could be told where to join. Correct or remove the setting, then host again. ({reason})</source>
        <translation>La partida no está alojada: las interfaces de red de WARI_LAN_INTERFACES no están en este ordenador, así que no se podría decir a nadie dónde unirse. Corrige o quita el ajuste y vuelve a alojar. ({reason})</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The connection to the host was lost. Try again.</source>
        <translation>Se perdió la conexión con el anfitrión. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be hosted on this computer. ({reason})</source>
        <translation>No se pudo alojar la partida en este ordenador. ({reason})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be announced on this network, so it will not be listed nearby: tell the other player the address and the code. ({reason})</source>
        <translation>No se pudo anunciar la partida en esta red, así que no aparecerá entre las cercanas: dile al otro jugador la dirección y el código. ({reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games nearby cannot be listed: type the address and the code the host shows. ({reason})</source>
        <translation>No se pueden listar las partidas cercanas: escribe la dirección y el código que muestra el anfitrión. ({reason})</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/host_words.py" line="+17"/>
        <source>You host this game: closing Wari stops it for both of you, and no clock runs while it is stopped. At the next start you can go back to it, and {name} comes back to it too. Close anyway?</source>
        <translation>Tú alojas esta partida: cerrar Wari la detiene para los dos, y ningún reloj corre mientras está detenida. Al próximo inicio podrás volver a ella, y {name} también volverá. ¿Cerrar de todos modos?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your game against {name}, hosted on this computer, stopped when Wari closed; no clock ran meanwhile. Go back to it? {name} comes back to it too. If you don&apos;t, the game is dropped without a result.</source>
        <translation>Tu partida contra {name}, alojada en este ordenador, se detuvo al cerrarse Wari; mientras tanto ningún reloj corrió. ¿Volver a ella? {name} también volverá. Si no, la partida se descarta sin resultado.</translation>
    </message>
</context>
<context>
    <name>LanPlurals</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+20"/>
        <source>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minute(s), even the right one. Check the code with the host meanwhile.</source>
        <translation>
            <numerusform>Se escribieron demasiados códigos erróneos en este ordenador: el anfitrión no acepta códigos de él durante %n minuto más, ni siquiera el correcto. Mientras, comprueba el código con el anfitrión.</numerusform>
            <numerusform>Se escribieron demasiados códigos erróneos en este ordenador: el anfitrión no acepta códigos de él durante %n minutos más, ni siquiera el correcto. Mientras, comprueba el código con el anfitrión.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n wrong code(s) typed from {address}.</source>
        <translation>
            <numerusform>%n código erróneo escrito desde {address}.</numerusform>
            <numerusform>%n códigos erróneos escritos desde {address}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That computer is refused for %n more minute(s), even with the right code.</source>
        <translation>
            <numerusform>Ese ordenador queda rechazado %n minuto más, incluso con el código correcto.</numerusform>
            <numerusform>Ese ordenador queda rechazado %n minutos más, incluso con el código correcto.</numerusform>
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
        <translation>Clasificación</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deviation</source>
        <translation>Desviación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated games</source>
        <translation>Partidas puntuables</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Player Page</source>
        <translation>Página del &amp;jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Page</source>
        <translation>Página del jugador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>No se pudo leer la respuesta del servidor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players whose rating is settled (not provisional), with {count} or more rated games, best first.</source>
        <translation>Jugadores con una puntuación asentada (no provisional) y {count} partidas puntuables o más, de mejor a peor.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nobody is listed yet.</source>
        <translation>Todavía no hay nadie en la lista.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+35"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lecciones…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_control.py" line="+27"/>
        <source>Set Up &amp;Position…</source>
        <translation>Preparar &amp;posición…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+80"/>
        <source>Open Recen&amp;t</source>
        <translation>Abrir rec&amp;ientes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Record &amp;Details…</source>
        <translation>&amp;Detalles de la partida…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;First Position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>La&amp;st Position</source>
        <translation>Posición &amp;final</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+31"/>
        <source>Welcome to Wari</source>
        <translation>Bienvenido a Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Wari? Ten short lessons teach the rules on the board, one move at a time. You can open them later from Help, Lessons.</source>
        <translation>¿Nuevo en el wari? Diez lecciones breves enseñan las reglas en el tablero, jugada a jugada. Puedes abrirlas más tarde desde Ayuda, Lecciones.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start the Lessons</source>
        <translation>Empezar las lecciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the first lesson now</source>
        <translation>Abrir ahora la primera lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play; the lessons stay in the Help menu</source>
        <translation>Jugar; las lecciones quedan en el menú Ayuda</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/recent_menu.py" line="+54"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Vaciar lista</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../wari_desktop/lessons/course.py" line="+17"/>
        <source>Sowing</source>
        <translation>La siembra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move takes every seed of one of your houses and sows them one by one into the houses that follow, counter-clockwise. Which of your houses drops its last seed into North&apos;s house c?</source>
        <translation>Una jugada toma todas las semillas de una de tus casas y las siembra una a una en las casas siguientes, en sentido contrario a las agujas del reloj. ¿Cuál de tus casas deja su última semilla en la casa c de Norte?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s four seeds went one each into F, a, b and c. Every move is sown like this, one seed per house.</source>
        <translation>Correcto: las cuatro semillas de E fueron una a una a F, a, b y c. Toda jugada se siembra así, una semilla por casa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count one house for each seed, starting with the house after the one you play: c is four houses after E.</source>
        <translation>Cuenta una casa por cada semilla, empezando por la casa siguiente a la que juegas: c está cuatro casas después de E.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lap of the board</source>
        <translation>Una vuelta al tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A house of 12 seeds or more sows right round the board and skips the house it started from. Which of your moves drops its last seed into North&apos;s house b?</source>
        <translation>Una casa de 12 semillas o más siembra dando la vuelta entera al tablero y se salta la casa de la que salió. ¿Qué jugada tuya deja su última semilla en la casa b de Norte?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s 14 seeds went round from F to D, skipped E and went on into F, a and b. E is left empty, and b now holds 4, so nothing is captured.</source>
        <translation>Correcto: las 14 semillas de E dieron la vuelta de F a D, se saltaron E y siguieron a F, a y b. E queda vacía y b tiene ahora 4, así que no se captura nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the big house, E: its 14 seeds go once round the 11 other houses, then on past F into a and b.</source>
        <translation>Sigue la casa grande, E: sus 14 semillas dan una vuelta por las otras 11 casas y luego siguen tras F hasta a y b.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A capture</source>
        <translation>Una captura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your last seed lands in one of North&apos;s houses and makes it hold 2 or 3 seeds, you capture them. Find a move that captures.</source>
        <translation>Cuando tu última semilla cae en una casa de Norte y la deja con 2 o 3 semillas, las capturas. Encuentra una jugada que capture.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: {move} captured {captured} seeds: its last seed made 2 or 3 in a house of North&apos;s, and they went to your store.</source>
        <translation>Correcto: {move} capturó {captured} semillas: su última semilla dejó 2 o 3 en una casa de Norte, y pasaron a tu depósito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at North&apos;s houses holding 1 or 2 seeds: which of your moves ends its sowing there?</source>
        <translation>Mira las casas de Norte con 1 o 2 semillas: ¿qué jugada tuya termina allí su siembra?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A chain capture</source>
        <translation>Una captura en cadena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the last house, the house before it is captured too if it now holds 2 or 3, and so on backwards. Find the move that captures the most seeds.</source>
        <translation>Tras la última casa, también se captura la anterior si ahora tiene 2 o 3, y así sucesivamente hacia atrás. Encuentra la jugada que captura más semillas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s last seed made 2 in b, so b was captured, then a, the house before it, with 3: 5 seeds in a chain. F would have taken only a&apos;s 3.</source>
        <translation>Correcto: la última semilla de E dejó 2 en b, así que se capturó b y luego a, la casa anterior, con 3: 5 semillas en cadena. F solo habría tomado las 3 de a.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chain runs backwards from the last house: find the move whose last seed lands in b, with a behind it.</source>
        <translation>Una cadena va hacia atrás desde la última casa: encuentra la jugada cuya última semilla cae en b, con a detrás.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam</source>
        <translation>El gran slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has one seed in each of a, b and c. Find the move that would capture all of North&apos;s seeds, and see what the Oware Society rule makes of it.</source>
        <translation>Norte tiene una semilla en a, en b y en c. Encuentra la jugada que capturaría todas las semillas de Norte y mira qué hace con ella la regla de la Oware Society.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E made 2 in a, b and c, every seed North has. Such a grand slam captures nothing under these rules: the seeds stay and the game goes on.</source>
        <translation>Correcto: E dejó 2 en a, b y c, todas las semillas de Norte. Con estas reglas un gran slam así no captura nada: las semillas se quedan y la partida sigue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To reach c your last seed must travel four houses: find the house with exactly enough seeds.</source>
        <translation>Para llegar a c tu última semilla debe recorrer cuatro casas: encuentra la casa con las semillas justas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam forbidden</source>
        <translation>El gran slam prohibido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Italian rule chosen here, a grand slam may not be played while another move exists. Find the move that captures the most seeds.</source>
        <translation>Con la regla italiana elegida aquí, un gran slam no se puede jugar mientras exista otra jugada. Encuentra la jugada que captura más semillas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: F made 2 in a and in b and captured those 4 seeds. c keeps its seed, so North is not emptied and the capture stands.</source>
        <translation>Correcto: F dejó 2 en a y en b y capturó esas 4 semillas. c conserva su semilla, así que Norte no se queda vacío y la captura vale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find a capture that leaves North at least one seed.</source>
        <translation>Encuentra una captura que deje a Norte al menos una semilla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E would make 2 in a, b and c and take every seed North has: a grand slam, which this rule forbids while you have another move.</source>
        <translation>E dejaría 2 en a, b y c y tomaría todas las semillas de Norte: un gran slam, que esta regla prohíbe mientras tengas otra jugada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feeding an empty side</source>
        <translation>Alimentar un campo vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has no seeds left: when you can, you must play a move that gives them some. Find it.</source>
        <translation>Norte no tiene semillas: cuando puedas, debes hacer una jugada que le dé alguna. Encuéntrala.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E sowed into F, a, b and c, so North has three seeds to play and the game goes on.</source>
        <translation>Correcto: E sembró en F, a, b y c, así que Norte tiene tres semillas para jugar y la partida sigue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a move that reaches North&apos;s side may be played now.</source>
        <translation>Ahora solo se puede hacer una jugada que llegue al campo de Norte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{move} does not reach North&apos;s side, and while North is empty a move that feeds them must be played.</source>
        <translation>{move} no llega al campo de Norte, y mientras Norte esté vacío hay que hacer una jugada que lo alimente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Famine</source>
        <translation>Hambruna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s last seed, in f, must be sown into your house A next. Find the move after which North captures nothing, is left empty, and cannot be fed: the game then ends and you keep the seeds on your side.</source>
        <translation>La última semilla de Norte, en f, se sembrará a continuación en tu casa A. Encuentra la jugada tras la cual Norte no captura nada, se queda vacío y no puede ser alimentado: la partida termina y te quedas las semillas de tu campo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right: with A empty, North&apos;s seed made only 1 in A. North has nothing, and none of your moves reaches them: famine. You add the 6 seeds on your side to your 20 and win {south} to {north}.</source>
        <translation>Correcto: con A vacía, la semilla de Norte solo dejó 1 en A. Norte no tiene nada y ninguna jugada tuya le llega: hambruna. Sumas las 6 semillas de tu campo a tus 20 y ganas {south} a {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch where North&apos;s seed will land: a house of yours holding 1 becomes 2, and North captures it.</source>
        <translation>Fíjate dónde caerá la semilla de Norte: una casa tuya con 1 pasa a 2, y Norte la captura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The repeated position</source>
        <translation>La posición repetida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last seeds chase each other round the board. Find the move that brings back the position shown below, seen earlier in this game: the game then ends and each player takes the seeds on their side.</source>
        <translation>Las últimas semillas se persiguen alrededor del tablero. Encuentra la jugada que devuelve la posición que se muestra debajo, ya vista en esta partida: la partida termina y cada jugador se queda las semillas de su campo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right: after C the board is as it was before, with North to move again. The game ends: you take the 3 seeds on your side and North their 1, {south} to {north}.</source>
        <translation>Correcto: tras C el tablero está como antes, de nuevo con Norte en turno. La partida termina: te quedas las 3 semillas de tu campo y Norte la suya, {south} a {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the board after your move with the position shown: every house must match.</source>
        <translation>Compara el tablero tras tu jugada con la posición mostrada: cada casa debe coincidir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The end and the count</source>
        <translation>El final y el recuento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have 20 seeds in your store; whoever has captured 25, more than half of the 48, wins at once. Find the move that wins now.</source>
        <translation>Tienes 20 semillas en tu depósito; quien ha capturado 25, más de la mitad de las 48, gana en el acto. Encuentra la jugada que gana ahora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E captured 5 and you have 25. The game is over and you win {south} to {north}; the seeds left on the board stay there and are not counted.</source>
        <translation>Correcto: E capturó 5 y tienes 25. La partida ha terminado y ganas {south} a {north}; las semillas que quedan en el tablero se quedan allí y no cuentan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You need 5 more seeds: find the capture that takes two houses.</source>
        <translation>Te faltan 5 semillas: encuentra la captura que toma dos casas.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/lessons/lesson.py" line="+135"/>
        <source>{side} had only one move: {reply}.</source>
        <extracomment>The translation context of every lesson text.</extracomment>
        <translation>{side} solo tenía una jugada: {reply}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{move} is a house of {side}&apos;s: you play {player}.</source>
        <translation>{move} es una casa de {side}: tú juegas con {player}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} is empty: there is nothing to sow.</source>
        <translation>{move} está vacía: no hay nada que sembrar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules do not allow {move} here.</source>
        <translation>Las reglas no permiten {move} aquí.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Seeds sown from {move}: {seeds}, right round the board, skipping {move}. The last one fell in {last}.</source>
        <translation>Semillas sembradas desde {move}: {seeds}, dando la vuelta al tablero y saltándose {move}. La última cayó en {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seeds sown from {move}: {seeds}. The last one fell in {last}.</source>
        <translation>Semillas sembradas desde {move}: {seeds}. La última cayó en {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It would have taken every seed on {side}&apos;s side: a grand slam, so it captured nothing.</source>
        <translation>Habría tomado todas las semillas del campo de {side}: un gran slam, así que no capturó nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seeds captured: {captured}, from {houses}.</source>
        <translation>Semillas capturadas: {captured}, de {houses}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over ({reason}): South {south}, North {north}.</source>
        <translation>La partida ha terminado ({reason}): Sur {south}, Norte {north}.</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_window.py" line="+83"/>
        <location line="+83"/>
        <source>Lessons</source>
        <extracomment>The width of the small board showing an earlier position. The lines of text kept under the board for the verdict: the board never moves.</extracomment>
        <translation>Lecciones</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Try Again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Lesson</source>
        <translation>Lección siguiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The ten lessons; a tick marks those solved. Choose one to show it.</source>
        <translation>Las diez lecciones; una marca señala las resueltas. Elige una para verla.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Put the lesson&apos;s board back and answer again</source>
        <translation>Vuelve a poner el tablero de la lección y responde otra vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next lesson</source>
        <translation>Pasa a la lección siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the lessons (Esc)</source>
        <translation>Cierra las lecciones (Esc)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Lección {number} de {total}: {title}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>On the small board: the position after move {n} ({side}) of this game, with {player} to move.</source>
        <translation>En el tablero pequeño: la posición tras la jugada {n} ({side}) de esta partida, con {player} en turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the small board: the starting position of this game, with {player} to move.</source>
        <translation>En el tablero pequeño: la posición inicial de esta partida, con {player} en turno.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Haz clic en la casa que jugarías, o escribe su letra.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Sowing…</source>
        <translation>Sembrando…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not this one.</source>
        <translation>No es esta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move cannot be played.</source>
        <translation>Esa jugada no se puede hacer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>juega</translation>
    </message>
</context>
<context>
    <name>LobbyChatPane</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_chat.py" line="+55"/>
        <source>Lobby chat</source>
        <extracomment>Lines the pane keeps on screen.</extracomment>
        <translation>Chat de la sala</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lobby chat lines</source>
        <extracomment>The lines shown (who, when, what), to show none twice.</extracomment>
        <translation>Líneas del chat de la sala</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line to say in the lobby</source>
        <translation>Línea para decir en la sala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Send</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lobby chat message</source>
        <translation>Mensaje del chat de la sala</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Say something</source>
        <translation>Di algo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A line for everyone in the lobby (Enter sends it)</source>
        <translation>Una línea para todos en la sala (Intro la envía)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>Guests read the chat: sign up to write in it.</source>
        <translation>Los invitados leen el chat: regístrate para escribir en él.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Too many lines at once in the lobby chat: wait a moment before the next.</source>
        <translation>Demasiadas líneas seguidas en el chat de la sala: espera un momento antes de la siguiente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s admin has muted you in the lobby chat.</source>
        <translation>El administrador del servidor te ha silenciado en el chat de la sala.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That line cannot be shown to others (no control characters).</source>
        <translation>Esa línea no se puede mostrar a los demás (sin caracteres de control).</translation>
    </message>
</context>
<context>
    <name>LobbyModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_models.py" line="+56"/>
        <location line="+30"/>
        <source>guest</source>
        <translation>invitado</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A rating with &quot;?&quot; is provisional: the server is not yet sure of it, as its deviation is above {deviation}. About 10 rated games against settled players settle it.</source>
        <translation>Una puntuación con «?» es provisional: el servidor aún no está seguro de ella, porque su desviación supera {deviation}. Unas 10 partidas puntuables contra jugadores con puntuación asentada la asientan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>playing</source>
        <translation>jugando</translation>
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
        <translation>jugador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rated</source>
        <translation>puntuable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amistosa</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>by lot</source>
        <translation>al azar</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+19"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+19"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Your side</source>
        <translation>Tu lado</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+29"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+27"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_window.py" line="+89"/>
        <source>Play on a Server</source>
        <extracomment>A game this player plays has started (its first ``game`` frame; once a game). A game the player asked to watch (its ``game`` frame). A past game to review on the main board (the path of its record, fetched).</extracomment>
        <translation>Jugar en un servidor</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your account</source>
        <translation>Tu cuenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign &amp;Out</source>
        <translation>Cerrar &amp;sesión</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acc&amp;ept Challenge</source>
        <translation>Aceptar el &amp;desafío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>Open seeks</source>
        <translation>Propuestas abiertas</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Players online</source>
        <translation>Jugadores conectados</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Games in progress</source>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Accept Seek</source>
        <translation>&amp;Aceptar la propuesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenge</source>
        <translation>Desa&amp;fiar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to challenge</source>
        <translation>Jugador al que desafiar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the player to challenge: the one chosen in the list, or any other typed here</source>
        <translation>El nombre del jugador al que desafiar: el elegido en la lista, u otro escrito aquí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Watch</source>
        <translation>&amp;Observar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Seek</source>
        <translation>&amp;Nueva propuesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel My Seek</source>
        <translation>Retirar mi propuesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lobby message</source>
        <translation>Mensaje de la sala</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seek</source>
        <translation>Tu propuesta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Tournaments</source>
        <translation>&amp;Torneos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s tournaments: enter, follow the standings, watch the games</source>
        <translation>Los torneos del servidor: inscríbete, sigue la clasificación, mira las partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;Page</source>
        <translation>Página del &amp;jugador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page of the player chosen in the list (else your own): rating and its chart, record, latest games</source>
        <translation>La página del jugador elegido en la lista (si no, la tuya): puntuación y su gráfico, resultados, últimas partidas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A seek offers a game to anyone in the lobby; a challenge, to the player chosen. Both offer this clock, rated or casual.</source>
        <translation>Una propuesta ofrece una partida a cualquiera de la sala; un desafío, al jugador elegido. Los dos ofrecen este reloj, partida puntuable o amistosa.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>{name}, playing as a guest (casual games)</source>
        <translation>{name}, como invitado (partidas amistosas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, rated {rating} on this server</source>
        <translation>{name}, puntuación {rating} en este servidor</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>{name} challenges you to a game.</source>
        <translation>{name} te desafía a una partida.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Page of {name}</source>
        <translation>Página de {name}</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Choose a seek in the list first.</source>
        <translation>Elige primero una propuesta de la lista.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is your own seek: it waits for another player.</source>
        <translation>Es tu propia propuesta: espera a otro jugador.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a player in the list first.</source>
        <translation>Elige primero un jugador de la lista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player can have that name.</source>
        <translation>Ningún jugador puede tener ese nombre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is not online.</source>
        <translation>{name} no está conectado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge sent to {name}.</source>
        <translation>Desafío enviado a {name}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a game in the list first.</source>
        <translation>Elige primero una partida de la lista.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your seek is open: the game starts when someone accepts it.</source>
        <translation>Tu propuesta está abierta: la partida empieza cuando alguien la acepte.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/game/texts.py" line="+22"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>more than half the seeds captured</source>
        <translation>capturada más de la mitad de las semillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>24 seeds each</source>
        <translation>24 semillas cada uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>famine: no move could be played; each player takes the seeds on their side</source>
        <translation>hambruna: ninguna jugada posible; cada jugador se queda las semillas de su campo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the position repeated; each player takes the seeds on their side</source>
        <translation>posición repetida; cada jugador se queda las semillas de su campo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended by agreement; each player takes the seeds on their side</source>
        <translation>fin de mutuo acuerdo; cada jugador se queda las semillas de su campo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was emptied; each player takes the seeds on their side</source>
        <translation>un campo quedó vacío; cada jugador se queda las semillas de su campo</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+37"/>
        <source>&amp;Game</source>
        <extracomment>A separator between slots. Each menu by name, with its slots in order.</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="-67"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Propose to &amp;End by Agreement</source>
        <translation>Proponer el &amp;fin de mutuo acuerdo</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Move</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+30"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Resi&amp;gn</source>
        <translation>&amp;Rendirse</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Computer &amp;Level</source>
        <translation>Nivel de la &amp;máquina</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+13"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Mostrar el &amp;número de semillas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;ound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+8"/>
        <source>&amp;Rules of Wari</source>
        <translation>&amp;Reglas del Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Wari</source>
        <translation>&amp;Acerca de Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{command} ({keys})</source>
        <translation>{command} ({keys})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back the last move (against the computer, your move and its reply)</source>
        <translation>Deshace la última jugada (contra el ordenador, tu jugada y su respuesta)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again the move taken back</source>
        <translation>Vuelve a jugar la jugada deshecha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask the computer for the best move; the board rings it</source>
        <translation>Pide al ordenador la mejor jugada; el tablero la rodea</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/play_input.py" line="+69"/>
        <source>{house} was not played: the computer moves first. Choose your move once its move has been shown.</source>
        <translation>{house} no se ha jugado: la máquina juega primero. Elige tu jugada cuando se haya mostrado la suya.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{house} will be played when the sowing ends.</source>
        <translation>{house} se jugará cuando termine la siembra.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{house} was not played: choose your move now that the computer has moved.</source>
        <translation>{house} no se ha jugado: ahora que la máquina ha jugado, elige tu jugada.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/main_window.py" line="+319"/>
        <source>Looking for a good move…</source>
        <extracomment>Asks the player a yes/no question (tests replace it).</extracomment>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Resign</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>¿De verdad quieres rendirte en esta partida?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the computer whether captures are still possible…</source>
        <translation>Preguntando a la máquina si aún hay capturas posibles…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End by agreement</source>
        <translation>Fin de mutuo acuerdo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do both players agree that no more captures are possible? Each player then takes the seeds on their side.</source>
        <translation>¿Están de acuerdo ambos jugadores en que ya no hay capturas posibles? Entonces cada uno se queda las semillas de su campo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer agrees: the game ends.</source>
        <translation>La máquina está de acuerdo: la partida termina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer declines: it still sees captures ahead.</source>
        <translation>La máquina no acepta: aún ve capturas posibles.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="+90"/>
        <source>Open a game</source>
        <extracomment>Where the last folder used in an Open or Save dialog is kept (QSettings key). Milliseconds between two looks whether the dialog in the way of a file sent by a second start has closed. Asks whether to save unsaved moves: &quot;save&quot;, &quot;discard&quot; or &quot;cancel&quot; (tests replace it). Before another game replaces the board: None when no online game of the player&apos;s is in progress on it, else whether the player leaves it (the window sets it to ``OnlineGames.may_leave``). Tells the player about a problem (title, text) in a dialog (tests replace it).</extracomment>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{path} is empty: there is no game in it.</source>
        <translation>{path} está vacío: no contiene ninguna partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line {line}, column {column}: </source>
        <translation>línea {line}, columna {column}: </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot open {name}</source>
        <translation>No se puede abrir {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This file is not a game record Wari can read.

{where}{problem}</source>
        <translation>Este archivo no es un registro de partida que Wari pueda leer.

{where}{problem}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>wari-game.ogn</source>
        <translation>partida-wari.ogn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot save {name}</source>
        <translation>No se puede guardar {name}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the finished game?</source>
        <translation>¿Guardar la partida terminada?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the computers&apos; game?</source>
        <translation>¿Detener la partida de los ordenadores?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave this game?</source>
        <translation>¿Salir de esta partida?</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/session/document.py" line="+236"/>
        <source>Computer {side} ({level})</source>
        <translation>Máquina {side} ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer ({level})</source>
        <translation>Máquina ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>New game</source>
        <extracomment>A study tool&apos;s addition to the record saved (comments, a review). The tag that marks a game against the computer in which the player had help: its value says which (&quot;analysis&quot;, &quot;hint&quot;, &quot;undo&quot;). Such a game does not move the player&apos;s rating. The tag that says a finished game has been rated (its value: the rating after it). The tags and comments of the record the game came from (a game started here: its date). Tags saved with the game besides the players&apos; (the analysis mark, for one). The player&apos;s name, written as the person&apos;s side in a game against the computer (shown as &quot;You&quot; on screen); &quot;&quot; writes &quot;You&quot; there too.</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+150"/>
        <source>thinking</source>
        <translation>piensa</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>thinking…</source>
        <translation>piensa…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="-107"/>
        <source>{path} is a folder, not a game record.</source>
        <translation>{path} es una carpeta, no una partida guardada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file {path}.</source>
        <translation>No existe el archivo {path}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} cannot be read: {reason}.</source>
        <translation>No se puede leer {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The moves played since {name} was last saved are not in the file yet.</source>
        <translation>Las jugadas hechas desde que se guardó {name} por última vez aún no están en el archivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This finished game has not been saved in a file.</source>
        <translation>Esta partida terminada no se ha guardado en un archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game between the computers has not been saved in a file.</source>
        <translation>La partida entre los ordenadores no se ha guardado en un archivo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game in progress has not been saved in a file.</source>
        <translation>La partida en curso no se ha guardado en un archivo.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-35"/>
        <source>Your rating stays {rating:.0f}: you had help in this game.</source>
        <extracomment>What the thinking computer&apos;s card says after &quot;thinking&quot; (its depth, its move).</extracomment>
        <translation>Tu puntuación sigue en {rating:.0f}: has tenido ayuda en esta partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating: {rating:.0f} ({change}).</source>
        <translation>Tu puntuación: {rating:.0f} ({change}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rated as a game against {level}, the weakest level you played.</source>
        <translation>Puntuada como una partida contra el nivel {level}, el más débil al que jugaste.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>to move</source>
        <translation>juega</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>{side} · houses {houses} · you · rating {rating}</source>
        <translation>{side} · casillas {houses} · tú · puntuación {rating}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} · houses {houses} · you</source>
        <translation>{side} · casillas {houses} · tú</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side} · houses {houses} · computer</source>
        <translation>{side} · casas {houses} · máquina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} · houses {houses}</source>
        <translation>{side} · casas {houses}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Showing the board at the start. Press Esc or click the last move to return to the game.</source>
        <translation>Tablero al inicio. Pulsa Esc o haz clic en la última jugada para volver a la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the board after move {n} ({side}). Press Esc or click the last move to return to the game.</source>
        <translation>Tablero tras la jugada {n} ({side}). Pulsa Esc o haz clic en la última jugada para volver a la partida.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over: each player takes the seeds on their side…</source>
        <translation>La partida ha terminado: cada jugador se lleva las semillas de su lado…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing…</source>
        <translation>Sembrando…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} is thinking…</source>
        <translation>{player} está pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move: click one of your houses or type its letter.</source>
        <translation>Te toca: haz clic en una de tus casas o escribe su letra.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/help_pages.py" line="+67"/>
        <source>About Wari</source>
        <translation>Acerca de Wari</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;Oware abapa, the Mancala game of West Africa and the Caribbean, on a wooden board.&lt;/p&gt;&lt;p&gt;Rules after the Oware Society, with the Italian variants. Game records in OGN.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;El Oware abapa, el mancala de África occidental y el Caribe, en un tablero de madera.&lt;/p&gt;&lt;p&gt;Reglas de la Oware Society, con las variantes italianas. Partidas guardadas en formato OGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The computer thinks with the compiled C search core.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El ordenador piensa con el motor de búsqueda compilado en C.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;The computer thinks with the pure-Python search (the compiled core was not built).&lt;/p&gt;</source>
        <translation>&lt;p&gt;El ordenador piensa con la búsqueda en Python puro (el motor compilado no se ha construido).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+2"/>
        <source>{player} to move</source>
        <translation>Juega {player}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/game/texts.py" line="-20"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Aficionado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>You lose on time</source>
        <translation>Has perdido por tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins: your time ran out</source>
        <translation>Gana {winner}: se te acabó el tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} loses on time</source>
        <translation>{loser} pierde por tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win: {loser} ran out of time</source>
        <translation>Has ganado: {loser} se quedó sin tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} wins: {loser} ran out of time</source>
        <translation>Gana {winner}: {loser} se quedó sin tiempo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a player left the game and did not come back; the game was called off</source>
        <translation>un jugador salió de la partida y no volvió; la partida se dio por terminada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you left the game and did not come back; {other} called the game off</source>
        <translation>saliste de la partida y no volviste; {other} dio la partida por terminada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; you called the game off</source>
        <translation>{player} salió de la partida y no volvió; diste la partida por terminada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; {other} called the game off</source>
        <translation>{player} salió de la partida y no volvió; {other} dio la partida por terminada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you did not make a first move in time; the game was aborted</source>
        <translation>no hiciste tu primer movimiento a tiempo; la partida se anuló</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} did not make a first move in time; the game was aborted</source>
        <translation>{player} no hizo su primer movimiento a tiempo; la partida se anuló</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was aborted before the second move</source>
        <translation>la partida se anuló antes del segundo movimiento</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You win</source>
        <translation>Has ganado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins</source>
        <translation>Gana {winner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You left the game and did not come back</source>
        <translation>Saliste de la partida y no volviste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{loser} left the game and did not come back</source>
        <translation>{loser} salió de la partida y no volvió</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result</source>
        <translation>Sin resultado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You left the game and did not come back: {winner} wins</source>
        <translation>Saliste de la partida y no volviste: gana {winner}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{loser} left the game and did not come back: you win</source>
        <translation>{loser} salió de la partida y no volvió: has ganado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} left the game and did not come back: {winner} wins</source>
        <translation>{loser} salió de la partida y no volvió: gana {winner}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: {reason}</source>
        <translation>Sin resultado: {reason}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{loser} resigned: {winner} wins</source>
        <translation>Abandono ({loser}): gana {winner}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw, {south}–{north}</source>
        <translation>Empate, {south}–{north}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win {won}–{lost}</source>
        <translation>Has ganado por {won}–{lost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins {won}–{lost}</source>
        <translation>{player}: victoria por {won}–{lost}</translation>
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
        <translation>{move} es la mejor jugada: la partida sigue más o menos igualada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds ahead.</source>
        <translation>{move} es la mejor jugada: irás unas {seeds} semillas por delante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds behind.</source>
        <translation>{move} es la mejor jugada: irás unas {seeds} semillas por detrás.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over: start a new game from the Game menu.</source>
        <translation>La partida ha terminado: empieza una nueva desde el menú Partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is empty: play a house with seeds in it.</source>
        <translation>{house} está vacía: juega una casa con semillas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{house} gives {opponent} no seeds: {opponent} has none left, so you must play a house whose seeds reach their side.</source>
        <translation>{house} no da semillas a {opponent}: {opponent} no tiene ninguna, así que debes jugar una casa cuyas semillas lleguen a su lado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{house} would capture every seed on {opponent}&apos;s side (a grand slam), which these rules forbid while another move exists.</source>
        <translation>{house} capturaría todas las semillas del lado de {opponent} (un gran slam), que estas reglas prohíben mientras haya otra jugada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{house} is not one of your houses: play one of {houses}.</source>
        <translation>{house} no es una de tus casas: juega una de {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is not {player}&apos;s house: {player} plays {houses}.</source>
        <translation>{house} no es una casa de {player}: {player} juega {houses}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Espera la jugada de la máquina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{house} cannot be played now.</source>
        <translation>{house} no se puede jugar ahora.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-47"/>
        <source>{side} · houses {houses} · rating {rating}</source>
        <translation>{side} · casillas {houses} · puntuación {rating}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/online_menu.py" line="+69"/>
        <source>Play On&amp;line…</source>
        <extracomment>The shortcut of &quot;Play Online…&quot; (New Game is Ctrl+N). The game in progress noted for the next start, and the way back to it. The offers to the player, on a notice over the board. The notice of the player&apos;s tournament game, when one comes to the board.</extracomment>
        <translation>Jugar en &amp;línea…</translation>
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
        <translation>El mensaje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The message&apos;s details</source>
        <translation>Los detalles del mensaje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this message</source>
        <translation>Cerrar este mensaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer yes</source>
        <translation>Responder sí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer no</source>
        <translation>Responder no</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game first</source>
        <translation>Guardar antes la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on without saving these moves</source>
        <translation>Seguir sin guardar estas jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the game (Esc)</source>
        <translation>Volver a la partida (Esc)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/move_list.py" line="+107"/>
        <source>Click to see the board after this move</source>
        <extracomment>Follows a move that has a comment (the comment is in the move&apos;s tooltip).</extracomment>
        <translation>Haz clic para ver el tablero tras esta jugada</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+51"/>
        <source>learning the game</source>
        <extracomment>The opponent combo&apos;s data for a person on another computer.</extracomment>
        <translation>está aprendiendo a jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays for fun and slips now and then</source>
        <translation>juega por diversión y a veces se equivoca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady club player</source>
        <translation>un jugador de club sólido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks eight moves ahead</source>
        <translation>ve ocho jugadas por delante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thinks up to 2 s a move</source>
        <translation>piensa hasta 2 s por jugada</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays, who starts, and by which rules.</source>
        <translation>Quién juega, quién empieza y con qué reglas.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How:</source>
        <translation>Cómo:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{level} — {description}</source>
        <translation>{level} — {description}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A friend on this screen</source>
        <translation>Un amigo en esta pantalla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person on another computer</source>
        <translation>Una persona en otro ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the computer at one of five levels, or play a friend, taking turns at this screen.</source>
        <translation>Juega contra la máquina en uno de sus cinco niveles, o contra un amigo, por turnos en esta pantalla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or play a person on another computer, on this network or on a server.</source>
        <translation>O juega con una persona en otro ordenador, en esta red o en un servidor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponent:</source>
        <translation>Rival:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match My Level: {level}</source>
        <translation>A mi nivel: {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the computer at the level nearest your rating</source>
        <translation>Juega contra la máquina en el nivel más cercano a tu puntuación</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South (houses A–F)</source>
        <translation>Sur (casas A–F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North (houses a–f)</source>
        <translation>Norte (casas a–f)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South owns the houses A to F, North the houses a to f. Your side is drawn at the bottom of the board, whichever you choose.</source>
        <translation>Sur tiene las casas de la A a la F, Norte las de la a a la f. Tu lado se dibuja en la parte de abajo del tablero, elijas el que elijas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your side:</source>
        <translation>Tu campo:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By lot</source>
        <translation>Por sorteo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who makes the first move. By lot: drawn at random when the game starts.</source>
        <translation>Quién hace la primera jugada. Por sorteo: se decide al azar al empezar la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who starts:</source>
        <translation>Quién empieza:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+58"/>
        <source>Captures nothing (Oware abapa)</source>
        <translation>No captura nada (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played, but it captures nothing: the rule of the Oware Society.</source>
        <translation>La jugada se puede hacer, pero no captura nada: es la regla de la Oware Society.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forbidden (Italian rule)</source>
        <translation>Prohibido (regla italiana)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played only when there is no other; it then captures nothing.</source>
        <translation>La jugada solo se puede hacer si no hay otra; entonces no captura nada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A grand slam is a move that would capture every seed on the opponent&apos;s side.</source>
        <translation>Un gran slam es una jugada que capturaría todas las semillas del campo contrario.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+6"/>
        <source>Grand slam:</source>
        <translation>Gran slam:</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+3"/>
        <source>Grand slam</source>
        <translation>Gran slam</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Must be fed (Oware abapa)</source>
        <translation>Hay que darle semillas (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The opponent must play a move that gives it seeds; if no move can, the game ends.</source>
        <translation>El rival debe hacer una jugada que le dé semillas; si ninguna puede, la partida termina.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutti a casa: the game ends</source>
        <translation>Tutti a casa: la partida termina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once; each player takes the seeds on their side.</source>
        <translation>La partida termina en el acto; cada jugador se queda las semillas de su campo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Libertà al più forte: it passes</source>
        <translation>Libertà al più forte: pasa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with no seeds passes; the other plays freely meanwhile.</source>
        <translation>El jugador sin semillas pasa; mientras tanto, el otro juega libremente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens when a player has no seeds left on their side.</source>
        <translation>Qué ocurre cuando un jugador se queda sin semillas en su campo.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+1"/>
        <source>An empty side:</source>
        <translation>Campo vacío:</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+2"/>
        <source>An empty side</source>
        <translation>Un lado vacío</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the game when a position repeats</source>
        <translation>Terminar la partida si se repite una posición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the same position comes round again, the game ends and each player takes the seeds on their side. Without it, only an agreement ends an endless game.</source>
        <translation>Cuando se repite una posición, la partida termina y cada jugador se queda las semillas de su campo. Sin esta regla, una partida sin fin solo termina de mutuo acuerdo.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+6"/>
        <source>Standard rules</source>
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the rules of Oware abapa.</source>
        <translation>Volver a las reglas del Oware abapa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+156"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with these choices (Enter)</source>
        <translation>Empieza una partida nueva con estas opciones (Intro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Cierra y sigue con la partida en curso (Esc)</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>La máquina</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The standard rules of Oware abapa.</source>
        <translation>Las reglas estándar del Oware abapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant rules (see the rules of Wari).</source>
        <translation>Variantes de las reglas (ver las reglas del Wari).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case supplementari: South owns {south} houses and North {north} in this game of the match.</source>
        <translation>Case supplementari: en esta partida del encuentro, Sur tiene {south} casas y Norte {north}.</translation>
    </message>
</context>
<context>
    <name>OfferNotice</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_notice.py" line="+125"/>
        <source>Game offered</source>
        <extracomment>The gap between the notice and the board&apos;s edges (before text scaling). The widest the notice grows (before text scaling).</extracomment>
        <translation>Partida ofrecida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Accept</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Play the game offered: it starts on this board</source>
        <translation>Jugar la partida ofrecida: empieza en este tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say no to the game offered; the one who offered it is told</source>
        <translation>Rechazar la partida ofrecida; quien la ofreció recibe el aviso</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>and %n more waiting</source>
        <translation>
            <numerusform>y %n más en espera</numerusform>
            <numerusform>y %n más en espera</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not start</source>
        <translation>La partida no pudo empezar</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your tournament game</source>
        <translation>Tu partida de torneo</translation>
    </message>
</context>
<context>
    <name>OfferNotices</name>
    <message>
        <location line="+116"/>
        <source>Your Online Game</source>
        <extracomment>Whether the player&apos;s own online game is in progress on the board. Asks a yes/no question (tests replace it).</extracomment>
        <translation>Tu partida en línea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game in progress goes on on the server without you, your clock running. Accept this offer all the same?</source>
        <translation>Tu partida en curso sigue en el servidor sin ti, con tu reloj en marcha. ¿Aceptar esta oferta de todos modos?</translation>
    </message>
</context>
<context>
    <name>OfferWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_words.py" line="+33"/>
        <source>you play South (you move first)</source>
        <translation>juegas con el Sur (mueves primero)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you play North</source>
        <translation>juegas con el Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sides drawn by lot</source>
        <translation>lados sorteados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>reglas estándar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>grand slam forbidden</source>
        <translation>gran slam prohibido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no end by repetition</source>
        <translation>sin final por repetición</translation>
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
        <translation>reglas variantes: {options}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rematch offered by {player}</source>
        <translation>Revancha ofrecida por {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge from {player}</source>
        <translation>Desafío de {player}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: you move first</source>
        <translation>Juegas con el Sur: mueves primero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North</source>
        <translation>Juegas con el Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides drawn by lot</source>
        <translation>Lados sorteados</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player} offers a rematch: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} ofrece la revancha: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} challenges you: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} te desafía: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
</context>
<context>
    <name>OnlineAddress</name>
    <message>
        <location filename="../../wari_desktop/gui/online/credentials.py" line="+43"/>
        <source>type the server&apos;s address, such as club.example.org</source>
        <extracomment>The port ``wari-server`` listens on unless told otherwise. The keyring&apos;s service name for the tokens (the account is ``name@address``).</extracomment>
        <translation>escribe la dirección del servidor, por ejemplo club.example.org</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the address starts with ws:// or wss://, or with the server&apos;s name</source>
        <translation>la dirección empieza por ws:// o wss://, o por el nombre del servidor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a server&apos;s address: type a name such as club.example.org, or an address such as 192.168.1.20</source>
        <translation>eso no es la dirección de un servidor: escribe un nombre como club.example.org, o una dirección como 192.168.1.20</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the port is a number from 1 to 65535</source>
        <translation>el puerto es un número de 1 a 65535</translation>
    </message>
</context>
<context>
    <name>OnlineConnection</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connection.py" line="+493"/>
        <source>Connection lost: reconnecting…</source>
        <extracomment>The code of a request refused because no connection is open (the server&apos;s are in ``protocol.ErrorCode``). The code of a request whose connection dropped before its answer. The key under which a frame, an event or an answer handed out keeps the monotonic time it came (the connection&apos;s own: no protocol field starts with &quot;_&quot;). Every frame the server sends of its own accord, whatever its kind. A ``lobby`` frame: open seeks, players online, games in progress. A ``game`` frame: a game that starts, or one watched or caught up on (the same game may come again, after a reconnection: the frame is its whole state). A game&apos;s event: the game&apos;s id and the event. A challenge to this player (its offer: id, by, clock, rated, rules, side). A challenge that is no longer open: its id and why. A challenge to this player answered from here (accepted or declined): its id. The ``ConnectionState`` changed (its value). The quiet banner&apos;s text (&quot;&quot; when there is nothing to say). The connection is open: the server&apos;s welcome. The connection could not be opened: why, in a sentence (``connect_errors``). Signed in (an ``Account``), or signed out. The token kept from before was not accepted: the player signs in again. Every request by name, with its fields as the protocol has them. A game on this network (joined), and a game hosted in this program: where.</extracomment>
        <translation>Conexión perdida: reconectando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting to the server…</source>
        <translation>Conectando con el servidor…</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+22"/>
        <source>by resignation</source>
        <translation>por rendición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on time</source>
        <translation>por tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by agreement</source>
        <translation>por acuerdo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You claimed the game: {loser} left it and did not come back.</source>
        <translation>Reclamaste la partida: {loser} la abandonó y no volvió.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} claimed the game: you left it and did not come back in time.</source>
        <translation>{winner} reclamó la partida: la abandonaste y no volviste a tiempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} claimed the game: {loser} left it and did not come back.</source>
        <translation>{winner} reclamó la partida: {loser} la abandonó y no volvió.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game was aborted: no result.</source>
        <translation>La partida se anuló: sin resultado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was called off: no result.</source>
        <translation>La partida se dio por terminada: sin resultado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was aborted: a first move did not come in time.</source>
        <translation>La partida se anuló: un primer movimiento no llegó a tiempo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Both lose by forfeit: neither made a first move in time.</source>
        <translation>Pierden los dos por incomparecencia: ninguno hizo su primera jugada a tiempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win by forfeit: {loser} made no first move in time.</source>
        <translation>Ganas por incomparecencia: {loser} no hizo su primera jugada a tiempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose by forfeit: you made no first move in time.</source>
        <translation>Pierdes por incomparecencia: no hiciste tu primera jugada a tiempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins by forfeit: {loser} made no first move in time.</source>
        <translation>{winner} gana por incomparecencia: {loser} no hizo su primera jugada a tiempo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win</source>
        <translation>Has ganado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins</source>
        <translation>Gana {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {before} → {after}</source>
        <translation>Tu puntuación: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>OnlineGamePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/online/game_panel.py" line="+54"/>
        <source>Resign</source>
        <extracomment>The longest chat line the server takes. The chat lines kept on show.</extracomment>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give up this game: your opponent wins</source>
        <translation>Abandonar esta partida: gana tu rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer to End</source>
        <translation>Proponer terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer to end the game now, each taking the seeds on their side</source>
        <translation>Proponer terminar la partida ahora, cada uno con las semillas de su lado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the End</source>
        <translation>Aceptar terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agree to end the game as your opponent offers</source>
        <translation>Aceptar terminar la partida como propone tu rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on: refuse your opponent&apos;s offer</source>
        <translation>Seguir jugando: rechazar la propuesta de tu rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abort</source>
        <translation>Anular la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the game off before it counts (before the second move)</source>
        <translation>Anular la partida antes de que cuente (antes de la segunda jugada)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Claim Win</source>
        <translation>Reclamar la victoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponent has not come back in time: win the game</source>
        <translation>Tu rival no ha vuelto a tiempo: ganar la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Off</source>
        <translation>Dar por terminada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent has not come back in time: end the game without a result</source>
        <translation>Tu rival no ha vuelto a tiempo: terminar la partida sin resultado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer your opponent another game, colours swapped</source>
        <translation>Ofrecer a tu rival otra partida, cambiando de lado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say something</source>
        <translation>Di algo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to your opponent (Enter sends it)</source>
        <translation>Di algo a tu rival (Intro lo envía)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat line</source>
        <translation>Línea del chat</translation>
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
        <translation>Dejar la partida en línea</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your online game goes on without you, and your clock keeps running. Close anyway?</source>
        <translation>Tu partida en línea sigue sin ti y tu reloj sigue corriendo. ¿Cerrar de todos modos?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your online game goes on without you, and your clock keeps running. Leave it for another game?</source>
        <translation>Tu partida en línea sigue sin ti y tu reloj sigue corriendo. ¿La dejas por otra partida?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game cannot be shown: {why}</source>
        <translation>Esta partida no se puede mostrar: {why}</translation>
    </message>
    <message>
        <location line="+283"/>
        <source>Sent {move}: waiting for the server…</source>
        <translation>Enviada {move}: esperando al servidor…</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>{name} declines to end the game.</source>
        <translation>{name} rechaza terminar la partida.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The game&apos;s record could not be saved: {why}</source>
        <translation>No se pudo guardar la partida: {why}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+8"/>
        <source>{name}: connection lost, {seconds} s to claim the game</source>
        <translation>{name}: conexión perdida, {seconds} s para reclamar la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has not come back: you may claim the win or call the game off</source>
        <translation>{name} no ha vuelto: puedes reclamar la victoria o dar la partida por terminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has not come back</source>
        <translation>{name} no ha vuelto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: {south} {south_seeds}, {north} {north_seeds}.</source>
        <translation>{name} propone terminar la partida, cada lado se queda con las semillas de su lado: {south} {south_seeds}, {north} {north_seeds}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You offered to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>Propusiste terminar la partida, cada lado se queda con las semillas de su lado: tendrías {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>{name} propone terminar la partida, cada lado se queda con las semillas de su lado: tendrías {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/online_game.py" line="+94"/>
        <source>The server did not take your move: {why}</source>
        <translation>El servidor no aceptó tu movimiento: {why}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Resign</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>¿De verdad quieres rendirte en esta partida?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Rematch offered to {name}.</source>
        <translation>Revancha propuesta a {name}.</translation>
    </message>
</context>
<context>
    <name>OnlineRefusals</name>
    <message>
        <location filename="../../wari_desktop/gui/online/refusals.py" line="+18"/>
        <source>Wrong name or password.</source>
        <translation>Nombre o contraseña incorrectos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name is taken on this server: choose another.</source>
        <translation>Ese nombre ya está en uso en este servidor: elige otro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server takes new players by invitation only.</source>
        <translation>Este servidor solo admite jugadores nuevos por invitación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This account has been disabled by the server&apos;s admin.</source>
        <translation>El administrador del servidor ha desactivado esta cuenta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many failed sign-ins: wait a little and try again.</source>
        <translation>Demasiados intentos fallidos: espera un poco y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guests play casual games only: sign up to play rated games.</source>
        <translation>Los invitados solo juegan partidas amistosas: regístrate para jugar partidas puntuables.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seek, challenge or game is no longer there.</source>
        <translation>Esa propuesta, desafío o partida ya no existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full: try again later.</source>
        <translation>El servidor está lleno: inténtalo más tarde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server speaks another version of the protocol: one of you needs an update.</source>
        <translation>Este servidor habla otra versión del protocolo: uno de los dos necesita una actualización.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not connected to a server.</source>
        <translation>No hay conexión con un servidor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection dropped before the server answered: try again.</source>
        <translation>La conexión se cortó antes de que respondiera el servidor: inténtalo de nuevo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The server refused.</source>
        <translation>El servidor lo ha rechazado.</translation>
    </message>
</context>
<context>
    <name>OrganiserMenu</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="+66"/>
        <source>&amp;Start Now</source>
        <extracomment>Ask the organiser (tests replace them): a choice among items, a reason.</extracomment>
        <translation>&amp;Empezar ya</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+14"/>
        <source>Close &amp;Registration</source>
        <translation>Cerrar la &amp;inscripción</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Correct Result…</source>
        <translation>&amp;Corregir el resultado…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw a Player…</source>
        <translation>&amp;Retirar a un jugador…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Registration</source>
        <translation>Abrir la &amp;inscripción</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Started: the first round is paired.</source>
        <translation>Empezado: la primera ronda está emparejada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resumed.</source>
        <translation>Reanudado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: no new round is paired until you resume.</source>
        <translation>En pausa: no se empareja ninguna ronda nueva hasta que reanudes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The registration is closed.</source>
        <translation>La inscripción está cerrada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The registration is open.</source>
        <translation>La inscripción está abierta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a game on the Pairings tab first.</source>
        <translation>Elige primero una partida en la pestaña Emparejamientos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct Result</source>
        <translation>Corregir el resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}, board {board}: {south} – {north}</source>
        <translation>Ronda {round}, tablero {board}: {south} – {north}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>Why (kept in the tournament&apos;s log):</source>
        <translation>Por qué (queda en el registro del torneo):</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The result is corrected.</source>
        <translation>El resultado está corregido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Withdraw a Player</source>
        <translation>Retirar a un jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player to withdraw:</source>
        <translation>El jugador que se retira:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is withdrawn: not paired again.</source>
        <translation>{name} queda retirado: no se le vuelve a emparejar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
</context>
<context>
    <name>PlayerPageDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="+124"/>
        <location line="+56"/>
        <source>Player: {name}</source>
        <extracomment>The path of a past game&apos;s record, fetched to open on the main board.</extracomment>
        <translation>Jugador: {name}</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Tournaments entered</source>
        <translation>Torneos jugados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ended</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review Game</source>
        <translation>&amp;Revisar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the chosen game on the board to review it</source>
        <translation>Abre la partida elegida en el tablero para revisarla</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Latest games</source>
        <translation>Últimas partidas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>No se pudo leer la respuesta del servidor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{won} won · {drawn} drawn · {lost} lost</source>
        <translation>{won} ganadas · {drawn} tablas · {lost} perdidas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} ({stage})</source>
        <translation>{name} ({stage})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournaments: {events}</source>
        <translation>Torneos: {events}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} · playing now</source>
        <translation>{name} · jugando ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} · online</source>
        <translation>{name} · conectado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A guest: no rating, casual games only.</source>
        <translation>Un invitado: sin puntuación, solo partidas amistosas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating {rating}? ± {deviation} (provisional) · rated games: {games}</source>
        <translation>Puntuación {rating}? ± {deviation} (provisional) · partidas puntuables: {games}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rating {rating} ± {deviation} · rated games: {games}</source>
        <translation>Puntuación {rating} ± {deviation} · partidas puntuables: {games}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drawn</source>
        <translation>tablas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>puntuable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amistosa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no player {name} on this server.</source>
        <translation>No hay ningún jugador {name} en este servidor.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a game in the list first.</source>
        <translation>Elige primero una partida de la lista.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game could not be kept: {reason}</source>
        <translation>No se pudo guardar la partida: {reason}</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../wari_desktop/gui/study/position_editor.py" line="+62"/>
        <location line="+37"/>
        <source>Set Up Position</source>
        <extracomment>The lines of text kept for the message under the board: its longest English text at the editor&apos;s least width (the famine explanation) takes two.</extracomment>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a house or a store to add a seed, right-click to take one away, or turn the wheel. Drag from one pit to another to move a seed; with Shift, a click adds or removes 5 and a drag moves them all. Keys: the arrows, + and -, a number.</source>
        <translation>Haz clic en una casa o un depósito para añadir una semilla, clic derecho para quitar una, o gira la rueda. Arrastra de un hoyo a otro para mover una semilla; con Mayús, un clic añade o quita 5 y un arrastre las mueve todas. Teclas: las flechas, + y -, un número.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{side} to move</source>
        <translation>Juega {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays the first move from this position</source>
        <translation>Quién juega la primera jugada desde esta posición</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>To move:</source>
        <translation>Juega:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand slam:</source>
        <translation>Gran slam:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty side:</source>
        <translation>Campo vacío:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The position as a FEN: the 12 houses A to f, South&apos;s store, North&apos;s store, and S or N for the player to move. Type one and press Enter to set it up.</source>
        <translation>La posición en FEN: las 12 casas de A a f, el depósito de Sur, el de Norte, y S o N según quién juega. Escribe una y pulsa Intro para prepararla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy FEN</source>
        <translation>Copiar FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste FEN</source>
        <translation>Pegar FEN</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Empty Board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put the position&apos;s FEN on the clipboard</source>
        <translation>Copiar el FEN de la posición al portapapeles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the FEN on the clipboard</source>
        <translation>Preparar la posición del FEN del portapapeles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take every seed off the board</source>
        <translation>Quitar todas las semillas del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put 4 seeds in each house and empty the stores</source>
        <translation>Poner 4 semillas en cada casa y vaciar los depósitos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Cierra y sigue con la partida en curso (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a game from this position (Enter)</source>
        <translation>Empezar una partida desde esta posición (Intro)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This is not a position Wari can set up: {problem}</source>
        <translation>Esta no es una posición que Wari pueda preparar: {problem}</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Seeds: {total} of 48; %n missing. Add them to play.</source>
        <translation>
            <numerusform>Semillas: {total} de 48; falta %n. Añádela para jugar.</numerusform>
            <numerusform>Semillas: {total} de 48; faltan %n. Añádelas para jugar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Seeds: {total} of 48; %n too many. Take them away to play.</source>
        <translation>
            <numerusform>Semillas: {total} de 48; sobra %n. Quítala para jugar.</numerusform>
            <numerusform>Semillas: {total} de 48; sobran %n. Quítalas para jugar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules cannot continue from here: the game would be over at once ({reason}), {south}–{north}.</source>
        <translation>Las reglas no pueden seguir desde aquí: la partida terminaría en el acto ({reason}), {south}–{north}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All 48 seeds are there. {player} has no seeds and passes, so {mover} moves first.</source>
        <translation>Están las 48 semillas. {player} no tiene semillas y pasa, así que empieza {mover}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All 48 seeds are there; {player} to move. Press Play to start.</source>
        <translation>Están las 48 semillas; juega {player}. Pulsa Jugar para empezar.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzle_texts.py" line="+20"/>
        <source>Chain capture</source>
        <extracomment>The translation context of the texts built outside the window class.</extracomment>
        <translation>Captura en cadena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>Captura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Famine</source>
        <translation>Hambruna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand slam</source>
        <translation>Gran slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet move</source>
        <translation>Jugada tranquila</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last seed starts a chain: house after house is taken.</source>
        <translation>La última semilla inicia una cadena: se toma una casa tras otra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The capture is the move that counts here.</source>
        <translation>Aquí lo que cuenta es la captura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent is left with nothing to play: a famine, and the seeds left are yours.</source>
        <translation>A tu rival no le queda nada que jugar: hambruna, y las semillas que quedan son tuyas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mind the grand slam: a move that would take every seed on the other side takes nothing.</source>
        <translation>Cuidado con el gran slam: una jugada que tomaría todas las semillas del otro campo no toma nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other move lets the ending slip.</source>
        <translation>Cualquier otra jugada deja escapar el final.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No capture yet: the move prepares what the others cannot.</source>
        <translation>Todavía ninguna captura: la jugada prepara lo que las demás no pueden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play {move}: a grand slam, so it captures nothing.</source>
        <translation>Juegas {move}: un gran slam, así que no captura nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move} and capture {seeds} from {houses}.</source>
        <translation>Juegas {move} y capturas {seeds} de {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move}.</source>
        <translation>Juegas {move}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}: a grand slam, so it captures nothing.</source>
        <translation>{side} juega {move}: un gran slam, así que no captura nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move} and captures {seeds} from {houses}.</source>
        <translation>{side} juega {move} y captura {seeds} de {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}.</source>
        <translation>{side} juega {move}.</translation>
    </message>
</context>
<context>
    <name>PuzzlesController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_control.py" line="+27"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problemas…</translation>
    </message>
</context>
<context>
    <name>PuzzlesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_window.py" line="+61"/>
        <location line="+238"/>
        <source>Puzzles</source>
        <extracomment>Lines kept under the board for the verdict and the proof (the board never moves).</extracomment>
        <translation>Problemas</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>The puzzles could not be loaded: {error}</source>
        <translation>No se han podido cargar los problemas: {error}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your puzzle progress file was damaged; what could be read of it was kept.</source>
        <translation>El archivo de tu progreso en los problemas estaba dañado; se ha conservado lo que se pudo leer.</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+154"/>
        <source>Puzzle of the day</source>
        <translation>Problema del día</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Puzzles of this grade</source>
        <translation>Problemas de esta dificultad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tick marks the puzzles you have solved. Choose one to show it.</source>
        <translation>Una marca señala los problemas que has resuelto. Elige uno para verlo.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Try Again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show Answer</source>
        <translation>Ver la solución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Puzzle</source>
        <translation>Problema siguiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put the puzzle&apos;s board back and answer again</source>
        <translation>Vuelve a poner el tablero del problema y responde otra vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the winning move</source>
        <translation>Juega la jugada ganadora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on to the next unsolved puzzle of this grade</source>
        <translation>Pasa al siguiente problema sin resolver de esta dificultad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the puzzles (Esc)</source>
        <translation>Cierra los problemas (Esc)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{mark}{number}. {theme}</source>
        <translation>{mark}{number}. {theme}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{solved} of {total} solved</source>
        <translation>Resueltos: {solved} de {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak: {streak}   Best streak: {best}</source>
        <translation>Racha: {streak}   Mejor racha: {best}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{grade}
{done} of {total}</source>
        <translation>{grade}
{done} de {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle of the day
(none)</source>
        <translation>Problema del día
(ninguno)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>★ Puzzle of the day · {grade}{solved}
{day}</source>
        <translation>★ Problema del día · {grade}{solved}
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
        <translation>Problema {number} de {total} ({grade})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} to move. One move wins, and only one: find it.</source>
        <translation>Juega {player}. Una jugada gana, y solo una: encuéntrala.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There are no puzzles.</source>
        <translation>No hay problemas que mostrar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Haz clic en la casa que jugarías, o escribe su letra.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>That move cannot be played.</source>
        <translation>Esa jugada no se puede hacer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sowing…</source>
        <translation>Sembrando…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The answer: {move}.</source>
        <translation>La solución: {move}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right! {move} wins.</source>
        <translation>¡Correcto! {move} gana.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The winning line: {line}</source>
        <translation>La línea ganadora: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over: South {south}, North {north}.</source>
        <translation>La partida ha terminado: Sur {south}, Norte {north}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With best play from here you lose by {seeds} seeds.</source>
        <translation>Con el mejor juego desde aquí pierdes por {seeds} semillas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With best play from here the game is only drawn.</source>
        <translation>Con el mejor juego desde aquí la partida solo acaba en empate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search sees you lose the game by force after this move, by {seeds} seeds.</source>
        <translation>La búsqueda ve que tras esta jugada pierdes la partida de forma forzada, por {seeds} semillas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winning move wins the game by force; the search sees that this one does not.</source>
        <translation>La jugada ganadora gana la partida de forma forzada; la búsqueda ve que esta no.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search rates this move {seeds} seeds worse than the winning one.</source>
        <translation>La búsqueda valora esta jugada {seeds} semillas peor que la ganadora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this one.</source>
        <translation>No es esta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Proven by the endgame table: with best play you gain {value} of the {seeds} seeds on the board, and every other move fails to win.</source>
        <translation>{theme}. Demostrado por la tabla de finales: con el mejor juego ganas {value} de las {seeds} semillas del tablero, y ninguna otra jugada gana.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): it wins the game by force, by {seeds} seeds; no other move is seen to win.</source>
        <translation>{theme}. Juzgado por una búsqueda a {depth} medias jugadas (un indicio sólido, no una demostración): gana la partida de forma forzada, por {seeds} semillas; no se ve ninguna otra jugada que gane.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): at least {margin} seeds better than any other move.</source>
        <translation>{theme}. Juzgado por una búsqueda a {depth} medias jugadas (un indicio sólido, no una demostración): al menos {margin} semillas mejor que cualquier otra jugada.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>juega</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_chart.py" line="+87"/>
        <source>Rating chart</source>
        <extracomment>Steps of the axes&apos; marks: a rating step and a game step are the first that leave at most this many marks. The level whose rating is only a lower bound (it won every game against the next). Games above which the dots are left out (the line alone reads better).</extracomment>
        <translation>Gráfico de la puntuación</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>Tu puntuación partida a partida, en {count} partidas puntuadas: de {start} a {now}; máxima {best}, mínima {worst}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a game against the computer to get a rating</source>
        <translation>Juega una partida contra el ordenador para obtener una puntuación</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>won against {level}</source>
        <translation>ganada contra {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>empatada con {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>perdida contra {level}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game {number}, {date}: {result}
Rating after it: {rating}</source>
        <translation>Partida {number}, {date}: {result}
Puntuación después: {rating}</translation>
    </message>
</context>
<context>
    <name>RatingController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rating_control.py" line="+59"/>
        <source>&amp;Your Rating…</source>
        <extracomment>The tag listing the levels the computer played at in this game (space-separated, weakest first): the game is rated against the first.</extracomment>
        <translation>T&amp;u puntuación…</translation>
    </message>
</context>
<context>
    <name>RatingDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_dialog.py" line="+53"/>
        <source>Your Rating</source>
        <translation>Tu puntuación</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your rating</source>
        <translation>Tu puntuación</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Assisted games (hints, a move taken back, the analysis) are counted in the table but do not change your rating. A game in which you changed the level counts as a game against the weakest level you played.</source>
        <translation>Las partidas asistidas (pistas, una jugada deshecha, el análisis) se cuentan en la tabla pero no cambian tu puntuación. Una partida en la que cambiaste de nivel cuenta como una partida contra el nivel más débil al que jugaste.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Cierra esta página (Esc)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {rating}</source>
        <translation>Tu puntuación: {rating}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated yet</source>
        <translation>Sin puntuación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating starts at {rating} and settles as you play.</source>
        <translation>Tu puntuación empieza en {rating} y se asienta a medida que juegas.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MATCH MY LEVEL</source>
        <translation>A MI NIVEL</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match my level: {level}</source>
        <translation>A mi nivel: {level}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Very likely between {low} and {high}.</source>
        <translation>Muy probablemente entre {low} y {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>won against {level}</source>
        <translation>ganada contra {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>empatada con {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>perdida contra {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rated games: {count}. Last game: {change} ({result}).</source>
        <translation>Partidas puntuadas: {count}. Última partida: {change} ({result}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A first guess: the level rated nearest {rating}, where every new rating starts.</source>
        <translation>Una primera estimación: el nivel con la puntuación más cercana a {rating}, donde empieza toda puntuación nueva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level rated nearest to you ({rating}): expect close games.</source>
        <translation>El nivel con la puntuación más cercana a la tuya ({rating}): espera partidas reñidas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your rating file could not be read ({error}). Games you play now may not be saved.</source>
        <translation>No se ha podido leer el archivo de tu puntuación ({error}). Puede que las partidas que juegues ahora no se guarden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was too large to read; your rating starts afresh.</source>
        <translation>El archivo de tu puntuación era demasiado grande para leerlo; tu puntuación empieza de nuevo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was damaged. Games read and kept: {kept}. Games left out (unreadable): {dropped}.</source>
        <translation>El archivo de tu puntuación estaba dañado. Partidas leídas y conservadas: {kept}. Partidas descartadas (ilegibles): {dropped}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating was taken from the last game kept.</source>
        <translation>Tu puntuación se ha tomado de la última partida conservada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating starts afresh.</source>
        <translation>Tu puntuación empieza de nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file is kept as {file}.</source>
        <translation>El archivo dañado se conserva como {file}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation>Empatadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assisted</source>
        <translation>Asistidas</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A lower bound: this level won every game against the level below it.</source>
        <translation>Un límite inferior: este nivel ganó todas las partidas contra el nivel inferior.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your record by level</source>
        <translation>Tus resultados por nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per level: its rating, and your games against it won, drawn, lost and assisted.</source>
        <translation>Una fila por nivel: su puntuación y tus partidas contra él ganadas, empatadas, perdidas y asistidas.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_words.py" line="+39"/>
        <source>A new rating is provisional: it moves a lot in its first games, then settles as you play.</source>
        <extracomment>Above this deviation a rating is still provisional (two deviations are 220 points).</extracomment>
        <translation>Una puntuación nueva es provisional: se mueve mucho en sus primeras partidas y luego se asienta a medida que juegas.</translation>
    </message>
</context>
<context>
    <name>RecordDetails</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/record_details.py" line="+44"/>
        <location line="+3"/>
        <source>Record Details</source>
        <extracomment>The tags edited here, in the order of the OGN roster. How the OGN roster writes an unknown value.</extracomment>
        <translation>Detalles de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the game&apos;s file when it is saved.</source>
        <translation>Se escriben en el archivo de la partida al guardarla.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>Lugar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Fecha:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Ronda:</translation>
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
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion of the game</source>
        <translation>El torneo u ocasión de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played</source>
        <translation>Dónde se jugó la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played, as year.month.day</source>
        <translation>Cuándo se jugó la partida, como año.mes.día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round of the tournament</source>
        <translation>La ronda del torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of South&apos;s player</source>
        <translation>El nombre del jugador de Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of North&apos;s player</source>
        <translation>El nombre del jugador de Norte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put today&apos;s date in</source>
        <translation>Poner la fecha de hoy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The result is written from the game itself.</source>
        <translation>El resultado se escribe a partir de la propia partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these details (Enter)</source>
        <translation>Guardar estos detalles (Intro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without changing the details (Esc)</source>
        <translation>Cerrar sin cambiar los detalles (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>* (the game is not over)</source>
        <translation>* (la partida no ha terminado)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{score} (a draw)</source>
        <translation>{score} (empate)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{score} ({side} wins)</source>
        <translation>{score} (gana {side})</translation>
    </message>
</context>
<context>
    <name>RemoteChoice</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/remote_choice.py" line="+32"/>
        <source>Host a game on this network</source>
        <extracomment>host a game on this network (this computer referees it) join a game hosted on this network a game on a server, from its lobby</extracomment>
        <translation>Alojar una partida en esta red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer holds the game; the other player joins it with the address and the short code it shows. Your side, the rules and the clock are yours to choose.</source>
        <translation>Este ordenador lleva la partida; el otro jugador se une con la dirección y el código corto que muestra. Tu lado, las reglas y el reloj los eliges tú.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join a game on this network</source>
        <translation>Unirse a una partida en esta red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game hosted on another computer of this network: choose it in the list of games nearby, or type its address and code.</source>
        <translation>Juega una partida alojada en otro ordenador de esta red: elígela en la lista de partidas cercanas, o escribe su dirección y su código.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on a server</source>
        <translation>Jugar en un servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in to a Wari server by its address, then choose an opponent in its lobby (rated or casual games, players from anywhere).</source>
        <translation>Inicia sesión en un servidor de Wari por su dirección y elige un rival en su sala (partidas puntuadas o amistosas, jugadores de cualquier lugar).</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_control.py" line="+51"/>
        <source>&amp;Review Game…</source>
        <translation>Re&amp;visar la partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review This Game</source>
        <translation>Revisar esta partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine goes through every move and shows where the game was won and lost</source>
        <translation>El motor repasa cada jugada y muestra dónde se ganó y se perdió la partida</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_window.py" line="+57"/>
        <location line="+7"/>
        <source>Game review</source>
        <extracomment>Rows of the move list filled in one turn of the event loop.</extracomment>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each move is compared with the engine&apos;s best move in the same position. A move that loses at least {inaccuracy} seed is an inaccuracy, {mistake} seeds a mistake, {blunder} seeds a blunder.</source>
        <translation>Cada jugada se compara con la mejor jugada del motor en la misma posición. Una jugada que pierde al menos {inaccuracy} semilla es una imprecisión, {mistake} semillas un error, {blunder} semillas un error grave.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the review</source>
        <translation>Detén la revisión</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judgement</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seeds lost</source>
        <translation>Semillas perdidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Better</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best line</source>
        <translation>Mejor línea</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Judged moves</source>
        <translation>Jugadas valoradas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per judged move: the move, the judgement, the seeds it lost, the better move and the best line. Click a row to see the board there.</source>
        <translation>Una fila por jugada valorada: la jugada, la valoración, las semillas perdidas, la jugada mejor y la mejor línea. Haz clic en una fila para ver el tablero en ese momento.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s level when you play on from here</source>
        <translation>El nivel del ordenador cuando sigues jugando desde aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from Here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from the position shown, against the computer at the level chosen</source>
        <translation>Sigue jugando desde la posición mostrada, contra el ordenador al nivel elegido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep in the Record</source>
        <translation>Guardar en el registro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the review with the game, as comments other Oware programs can read</source>
        <translation>Guarda la revisión con la partida, como comentarios que otros programas de Oware pueden leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the review (Esc)</source>
        <translation>Cierra la revisión (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reviewing: position {done} of {total}</source>
        <translation>Revisando: posición {done} de {total}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Review cancelled</source>
        <translation>Revisión cancelada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game review · depth {depth}</source>
        <translation>Revisión de la partida · profundidad {depth}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} ({side})</source>
        <translation>{name} ({side})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Inaccuracies: {inaccuracies} · Mistakes: {mistakes} · Blunders: {blunders}&lt;br&gt;Average loss: {average} seeds a move</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Imprecisiones: {inaccuracies} · Errores: {mistakes} · Errores graves: {blunders}&lt;br&gt;Pérdida media: {average} semillas por jugada</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Play from Here (after move {n}, {side})</source>
        <translation>Jugar desde aquí (tras la jugada {n}, {side})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the Start</source>
        <translation>Jugar desde el principio</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rules_window.py" line="+64"/>
        <location line="+13"/>
        <source>Rules of Wari</source>
        <translation>Reglas del Wari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules, section by section, with example boards; the arrow keys and Page Up and Page Down scroll.</source>
        <translation>Las reglas, sección por sección, con tableros de ejemplo; las flechas y Re Pág y Av Pág desplazan la página.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the rules (Esc)</source>
        <translation>Cierra las reglas (Esc)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The rules of Wari</source>
        <translation>Las reglas del Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wari, also called Oware, Awalé or Ayo, is played all over West Africa and the Caribbean. Two players sow seeds round a board of twelve houses and capture them from each other. These are the international rules of the Oware Society, known as &lt;i&gt;Oware abapa&lt;/i&gt;.</source>
        <translation>El Wari, también llamado Oware, Awalé o Ayo, se juega en toda África occidental y en el Caribe. Dos jugadores siembran semillas alrededor de un tablero de doce casas y se las capturan el uno al otro. Estas son las reglas internacionales de la Oware Society, conocidas como &lt;i&gt;Oware abapa&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player owns the six houses in front of them: &lt;b&gt;South&lt;/b&gt;, at the bottom, owns &lt;b&gt;A&lt;/b&gt; to &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;North&lt;/b&gt;, at the top, owns &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;f&lt;/b&gt;. The large store at each player&apos;s right keeps the seeds they capture.</source>
        <translation>Cada jugador tiene las seis casas que tiene delante: &lt;b&gt;Sur&lt;/b&gt;, abajo, tiene de la &lt;b&gt;A&lt;/b&gt; a la &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;Norte&lt;/b&gt;, arriba, de la &lt;b&gt;a&lt;/b&gt; a la &lt;b&gt;f&lt;/b&gt;. El gran depósito a la derecha de cada jugador guarda las semillas que captura.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game begins with 4 seeds in every house, 48 in all. The players take turns; who moves first is chosen before the game, or drawn by lot.</source>
        <translation>La partida empieza con 4 semillas en cada casa, 48 en total. Los jugadores mueven por turnos; quién empieza se elige antes de la partida o se sortea.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start: 4 seeds in each house, the stores empty. South&apos;s store is on the right, North&apos;s on the left.</source>
        <translation>El comienzo: 4 semillas en cada casa y los depósitos vacíos. El depósito de Sur está a la derecha; el de Norte, a la izquierda.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sowing</source>
        <translation>La siembra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, choose one of your houses that holds seeds and take them all. Sow them one by one into the following houses, &lt;b&gt;counter-clockwise&lt;/b&gt;: rightwards along your row, then leftwards along your opponent&apos;s. Seeds land on both sides of the board.</source>
        <translation>En tu turno, elige una de tus casas que tenga semillas y tómalas todas. Siémbralas una a una en las casas siguientes, en sentido &lt;b&gt;contrario a las agujas del reloj&lt;/b&gt;: hacia la derecha por tu fila y luego hacia la izquierda por la del rival. Las semillas caen a ambos lados del tablero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: its 4 seeds go into F, a, b and c.</source>
        <translation>Sur juega &lt;b&gt;E&lt;/b&gt;: sus 4 semillas van a F, a, b y c.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A house with 12 seeds or more takes the sowing right round the board. The house you started from is &lt;b&gt;skipped&lt;/b&gt; on every lap, so it is always empty after your move.</source>
        <translation>Una casa con 12 semillas o más hace que la siembra dé la vuelta completa al tablero. La casa de la que partiste se &lt;b&gt;salta&lt;/b&gt; en cada vuelta, así que siempre queda vacía tras tu jugada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;E&lt;/b&gt; holds 14 seeds: the sowing goes all the way round, passes over E and ends in b.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; tiene 14 semillas: la siembra da la vuelta completa, se salta E y termina en b.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capturing</source>
        <translation>La captura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If your last seed lands in one of your &lt;b&gt;opponent&apos;s&lt;/b&gt; houses and brings it to &lt;b&gt;2 or 3&lt;/b&gt; seeds, you capture them. Then look at the house before it: if it is also your opponent&apos;s and holds 2 or 3, you capture it too, and so on backwards. The chain stops at the first house that holds another number, or that is on your own side. Captured seeds go to your store.</source>
        <translation>Si tu última semilla cae en una casa del &lt;b&gt;rival&lt;/b&gt; y la deja con &lt;b&gt;2 o 3&lt;/b&gt; semillas, las capturas. Luego mira la casa anterior: si también es del rival y tiene 2 o 3, también las capturas, y así hacia atrás. La cadena se detiene en la primera casa que tenga otro número de semillas o que esté en tu propio campo. Las semillas capturadas van a tu depósito.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;. The last seed makes 2 in b, and a holds 3: South captures both, 5 seeds. F is South&apos;s own house, so the chain stops there.</source>
        <translation>Sur juega &lt;b&gt;E&lt;/b&gt;. La última semilla deja 2 en b, y a tiene 3: Sur captura ambas, 5 semillas. F es una casa de Sur, así que la cadena se detiene ahí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A move that would capture &lt;b&gt;every&lt;/b&gt; seed on your opponent&apos;s side is a &lt;b&gt;grand slam&lt;/b&gt;. You may play it, but it captures nothing: the seeds stay where they fell.</source>
        <translation>Una jugada que capturaría &lt;b&gt;todas&lt;/b&gt; las semillas del campo del rival es un &lt;b&gt;gran slam&lt;/b&gt;. Puedes hacerla, pero no captura nada: las semillas se quedan donde cayeron.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: taking a, b and c would leave North with no seeds, so nothing is captured.</source>
        <translation>Sur juega &lt;b&gt;E&lt;/b&gt;: tomar a, b y c dejaría a Norte sin semillas, así que no se captura nada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feeding your opponent</source>
        <translation>Alimentar al rival</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never starve your opponent. If their side is empty, you must play a move that gives them at least one seed. If no move can, the game ends and you take the seeds left on your side.</source>
        <translation>Nunca dejes al rival sin semillas. Si su campo está vacío, debes hacer una jugada que le dé al menos una semilla. Si ninguna puede, la partida termina y te quedas las semillas que queden en tu campo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>North has no seeds. Only &lt;b&gt;E&lt;/b&gt; reaches North&apos;s side, so South must play E.</source>
        <translation>Norte no tiene semillas. Solo &lt;b&gt;E&lt;/b&gt; llega al campo de Norte, así que Sur debe jugar E.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South is to move, but no move reaches North&apos;s side: the game ends. South adds the 5 seeds on their side to their store and wins 25 to 23.</source>
        <translation>Le toca a Sur, pero ninguna jugada llega al campo de Norte: la partida termina. Sur añade a su depósito las 5 semillas de su campo y gana por 25 a 23.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>El final de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever captures &lt;b&gt;25&lt;/b&gt; seeds or more wins; at &lt;b&gt;24–24&lt;/b&gt; the game is a draw.</source>
        <translation>Gana quien captura &lt;b&gt;25&lt;/b&gt; semillas o más; con &lt;b&gt;24–24&lt;/b&gt;, la partida termina en empate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Famine&lt;/b&gt;: when the player to move cannot feed an empty side, or has no seeds at all, the game ends.</source>
        <translation>&lt;b&gt;Hambruna&lt;/b&gt;: cuando el jugador al que le toca no puede alimentar un campo vacío, o no tiene ninguna semilla, la partida termina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Repetition&lt;/b&gt;: when the same position comes round again (the same seeds in every house and the same player to move), the game ends.</source>
        <translation>&lt;b&gt;Repetición&lt;/b&gt;: cuando vuelve a darse la misma posición (las mismas semillas en cada casa y el mismo jugador con el turno), la partida termina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Agreement&lt;/b&gt;: when no more captures can happen, the players may agree to stop.</source>
        <translation>&lt;b&gt;Acuerdo&lt;/b&gt;: cuando ya no puede haber capturas, los jugadores pueden acordar terminar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever the game ends before someone reaches 25, each player adds the seeds on their own side to their store. Whoever then has more seeds wins.</source>
        <translation>Siempre que la partida termine antes de que alguien llegue a 25, cada jugador añade a su depósito las semillas de su campo. Gana entonces quien tenga más semillas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers these variants from Italian rule books. Without them you play the standard rules above.</source>
        <translation>El cuadro Nueva partida ofrece estas variantes, tomadas de reglamentos italianos. Sin ellas se juega con las reglas estándar de arriba.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Grand slam forbidden&lt;/b&gt;: a grand slam may not be played unless you have no other move; then it captures nothing.</source>
        <translation>&lt;b&gt;Gran slam prohibido&lt;/b&gt;: no se puede hacer un gran slam salvo que no haya otra jugada; en ese caso no captura nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Tutti a casa&lt;/b&gt; (“everyone home”): as soon as a side is empty, the game ends, and each player takes the seeds on their side.</source>
        <translation>&lt;b&gt;Tutti a casa&lt;/b&gt; («todos a casa»): en cuanto un campo queda vacío, la partida termina y cada jugador se queda las semillas de su campo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Libertà al più forte&lt;/b&gt; (“freedom to the stronger”): a player whose side is empty passes, and the opponent plays freely, with no duty to feed, until seeds come back.</source>
        <translation>&lt;b&gt;Libertà al più forte&lt;/b&gt; («libertad al más fuerte»): el jugador con el campo vacío pasa, y el rival juega libremente, sin obligación de alimentarlo, hasta que vuelvan las semillas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;No end on repetition&lt;/b&gt;: a repeated position does not end the game; the players stop a never-ending game by agreement.</source>
        <translation>&lt;b&gt;Sin final por repetición&lt;/b&gt;: una posición repetida no termina la partida; los jugadores detienen de mutuo acuerdo una partida interminable.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a match of several games, &lt;b&gt;Case supplementari&lt;/b&gt; (“extra houses”) carries the score over: after each game the players fill houses with the seeds they won, 4 to a house, starting from their own. A remainder of 3 fills one more house. The winner&apos;s extra houses on the opponent&apos;s row belong to them in the next game: with 32 seeds, 8 houses against 4.</source>
        <translation>En un encuentro de varias partidas, con &lt;b&gt;Case supplementari&lt;/b&gt; («casas adicionales») el resultado pasa a la siguiente: tras cada partida los jugadores llenan casas con las semillas ganadas, 4 por casa, empezando por las suyas. Un resto de 3 llena una casa más. Las casas de más del ganador en la fila del rival le pertenecen en la partida siguiente: con 32 semillas, 8 casas contra 4.</translation>
    </message>
</context>
<context>
    <name>ServerRatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="-178"/>
        <source>No rated games yet</source>
        <extracomment>The folder of games fetched from a server to review, under the data folder (apart from ``games``, the player&apos;s own).</extracomment>
        <translation>Aún no hay partidas puntuables</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>La puntuación partida tras partida, en {count} partidas puntuables: de {start} a {now}; máxima {best}, mínima {worst}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game {number}, {date}
Rating after it: {rating}</source>
        <translation>Partida {number}, {date}
Puntuación después: {rating}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/settings_dialog.py" line="+49"/>
        <location line="+8"/>
        <source>Settings</source>
        <extracomment>Each language in its own words; these are never translated.</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play sounds</source>
        <translation>Activar los sonidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The click of seeds dropping into the houses.</source>
        <translation>El chasquido de las semillas al caer en las casas.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Volume:</source>
        <translation>Volumen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How loud the seeds sound, from 0 to 100 percent (arrow keys change it).</source>
        <translation>El volumen del sonido de las semillas, de 0 a 100 por ciento (las flechas lo cambian).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound device was found on this computer: the game plays silently.</source>
        <translation>No se ha encontrado ningún dispositivo de sonido en este ordenador: el juego funciona en silencio.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Instantánea (sin animación)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How fast the seeds are sown on the board.</source>
        <translation>La rapidez con que se siembran las semillas en el tablero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing speed:</source>
        <translation>Velocidad de siembra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the number of seeds in each house</source>
        <translation>Mostrar el número de semillas de cada casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small numbers beside the houses and stores, so you need not count.</source>
        <translation>Pequeños números junto a las casas y los depósitos, para no tener que contar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name in the games you save against the computer (the South or North tag). Left empty, the name this computer knows you by.</source>
        <translation>Tu nombre en las partidas contra el ordenador que guardas (la etiqueta South o North). Si se deja vacío, el nombre con el que te conoce este ordenador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the computer&apos;s thinking</source>
        <translation>Mostrar lo que piensa el ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the computer thinks, its card shows how deep it has looked and the move it prefers so far.</source>
        <translation>Mientras el ordenador piensa, su tarjeta muestra hasta qué profundidad ha mirado y la jugada que prefiere por ahora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let the master think on your time</source>
        <translation>Dejar que el Maestro piense durante tu tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While you think about your move against the master, the computer thinks too, and answers stronger. It stops the moment you move.</source>
        <translation>Mientras piensas tu jugada contra el Maestro, el ordenador también piensa, y responde con más fuerza. Se detiene en cuanto juegas.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Endgame database: not there yet (the computer plays on without it).</source>
        <translation>Base de datos de finales: aún no está (el ordenador juega sin ella).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame database: every position with up to {seeds} seeds on the board.</source>
        <translation>Base de datos de finales: todas las posiciones con hasta {seeds} semillas en el tablero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A larger one ({seeds} seeds) is being built in the background: {percent}%.</source>
        <translation>Se está construyendo una mayor ({seeds} semillas) en segundo plano: {percent}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A larger one ({seeds} seeds) is being built in the background.</source>
        <translation>Se está construyendo una mayor ({seeds} semillas) en segundo plano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The language of the game&apos;s windows and messages.</source>
        <translation>El idioma de las ventanas y los mensajes del juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new language is used as soon as you press OK: the window is shown again in it, with your game as it stands.</source>
        <translation>El nuevo idioma se usa en cuanto pulsas Aceptar: la ventana se muestra de nuevo en él, con tu partida tal como está.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Sowing speed</source>
        <translation>Velocidad de la siembra</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings (Enter)</source>
        <translation>Guarda estos ajustes (Intro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing anything (Esc)</source>
        <translation>Cierra sin cambiar nada (Esc)</translation>
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
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+57"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Everything can be done from the keyboard. Alt and an underlined letter open a menu; Tab moves between the board, the move list and the buttons.</source>
        <translation>Todo se puede hacer con el teclado. Alt y una letra subrayada abren un menú; Tab pasa del tablero a la lista de jugadas y a los botones.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a house of the side to move</source>
        <translation>Juega una casa del lado que mueve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A to F (either case)</source>
        <translation>De A a F (mayúscula o minúscula)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard ring between your houses</source>
        <translation>Mueve el recuadro del teclado entre tus casas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Izquierda, Derecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the ringed house</source>
        <translation>Juega la casa del recuadro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter or Space</source>
        <translation>Intro o Espacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game from a past position</source>
        <translation>Vuelve a la partida desde una posición pasada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next or previous part of the window</source>
        <translation>Parte siguiente o anterior de la ventana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dialogs</source>
        <translation>Diálogos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Confirm, or close without changes</source>
        <translation>Confirma, o cierra sin cambios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Esc</source>
        <translation>Intro, Esc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One row per command: where it applies, what it does and its keys.</source>
        <translation>Una fila por orden: dónde vale, qué hace y sus teclas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Cierra esta página (Esc)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/side_panel.py" line="+128"/>
        <source>Moves</source>
        <extracomment>The panel&apos;s width in a large window, and at the least (a small window&apos;s board needs the room more than the panel does).</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played, South&apos;s and North&apos;s side by side; the last move is highlighted. Click a move to see the board after it.</source>
        <translation>Las jugadas, las de Sur y las de Norte lado a lado; la última jugada aparece resaltada. Haz clic en una jugada para ver el tablero después de ella.</translation>
    </message>
</context>
<context>
    <name>SignInFlow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_flow.py" line="+133"/>
        <source>Connecting to the server…</source>
        <translation>Conectando con el servidor…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Please sign in again.</source>
        <translation>Vuelve a iniciar sesión, por favor.</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_form.py" line="+40"/>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address, such as club.example.org or 192.168.1.20:7531</source>
        <translation>La dirección del servidor, por ejemplo club.example.org o 192.168.1.20:7531</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name on the server: 3 to 20 letters, digits, _ or -</source>
        <translation>Tu nombre en el servidor: de 3 a 20 letras, cifras, _ o -</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your password on the server (it is never kept on this computer)</source>
        <translation>Tu contraseña en el servidor (nunca se guarda en este ordenador)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;In</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;Up</source>
        <translation>&amp;Registrarse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new account on this server</source>
        <translation>Crea una cuenta nueva en este servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play as a &amp;Guest</source>
        <translation>Jugar como &amp;invitado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play casual games without an account (no rating)</source>
        <translation>Juega partidas amistosas sin cuenta (sin puntuación)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign-in message</source>
        <translation>Mensaje de inicio de sesión</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to come back</source>
        <extracomment>How long before the opponent may claim, when going back to a game.</extracomment>
        <translation>Tiempo para volver</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Play on a server</source>
        <translation>Jugar en un servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in to a Wari server to play people there, with clocks and a rating. Your password is sent to the server only; this computer keeps the server&apos;s address, your name and, where the system has a keyring, a sign-in token.</source>
        <translation>Inicia sesión en un servidor de Wari para jugar con la gente que hay allí, con relojes y una puntuación. Tu contraseña solo se envía al servidor; este ordenador guarda la dirección del servidor, tu nombre y, si el sistema tiene un llavero, un token de sesión.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The server&apos;s address: {reason}</source>
        <translation>La dirección del servidor: {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A name has 3 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Un nombre tiene de 3 a 20 letras, cifras, _ o -, y empieza por una letra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A password has {low} to {high} characters.</source>
        <translation>Una contraseña tiene de {low} a {high} caracteres.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../wari_desktop/__main__.py" line="+118"/>
        <source>Wari is already running (process {pid}) but does not answer. Close it, or end that process, then start Wari again. Nothing was changed.</source>
        <translation>Wari ya está en marcha (proceso {pid}) pero no responde. Ciérralo, o termina ese proceso, y vuelve a iniciar Wari. No se ha cambiado nada.</translation>
    </message>
</context>
<context>
    <name>TermsForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/seek_form.py" line="+30"/>
        <source>&amp;Rated</source>
        <extracomment>The clock a new seek offers first (10 minutes each, 5 seconds a move).</extracomment>
        <translation>&amp;Puntuable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated game</source>
        <translation>Partida puntuable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A rated game changes both players&apos; ratings on the server; a casual one does not.</source>
        <translation>Una partida puntuable cambia la puntuación de los dos jugadores en el servidor; una amistosa, no.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Side by lot</source>
        <translation>Lado al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play South (first)</source>
        <translation>Juego con el Sur (primero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play North</source>
        <translation>Juego con el Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your side</source>
        <translation>Tu lado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The side you play: South moves first; by lot, a coin decides when the game starts. The other player is told which side they would get.</source>
        <translation>El lado con el que juegas: el Sur mueve primero; al azar, una moneda decide al empezar la partida. Al otro jugador se le dice qué lado tendría.</translation>
    </message>
</context>
<context>
    <name>TournamentForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_form.py" line="+48"/>
        <source>New Tournament</source>
        <extracomment>The tournament was made: its id.</extracomment>
        <translation>Nuevo torneo</translation>
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
        <translation>Puntuable</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No maximum</source>
        <translation>Sin máximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots may enter</source>
        <translation>Los bots pueden inscribirse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None: anyone may enter</source>
        <translation>Ninguno: cualquiera puede inscribirse</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a move</source>
        <translation>por jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rou&amp;nds (Swiss):</source>
        <translation>&amp;Rondas (suizo):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Length (arena):</source>
        <translation>&amp;Duración (arena):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Empieza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Maximum of players:</source>
        <translation>&amp;Máximo de jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Código de invitación:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cloc&amp;k:</source>
        <translation>Re&amp;loj:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes each</source>
        <translation>Minutos cada uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds added a move</source>
        <translation>Segundos añadidos por jugada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C&amp;reate</source>
        <translation>C&amp;rear</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Give the tournament a name.</source>
        <translation>Ponle un nombre al torneo.</translation>
    </message>
</context>
<context>
    <name>TournamentModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_models.py" line="+88"/>
        <source>Tournament</source>
        <extracomment>Formats whose crosstable has a column per opponent.</extracomment>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rated</source>
        <translation>Puntuable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Starts</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+116"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Stage</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} (closed)</source>
        <translation>{name} (cerrado)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organised by {name}</source>
        <translation>Organizado por {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entering needs the invitation code</source>
        <translation>Para inscribirse hace falta el código de invitación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>puntuable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>amistoso</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+44"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Seeds</source>
        <translation>Semillas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(withdrawn)</source>
        <translation>(retirado)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Board</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+22"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+21"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+11"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
</context>
<context>
    <name>TournamentOrganiser</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="-105"/>
        <source>Both lose by forfeit</source>
        <translation>Ambos pierden por incomparecencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw (½–½)</source>
        <translation>Tablas (½–½)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins by forfeit</source>
        <translation>{name} gana por incomparecencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins ({south}–{north})</source>
        <translation>{name} gana ({south}–{north})</translation>
    </message>
</context>
<context>
    <name>TournamentPageDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_page.py" line="+118"/>
        <source>Tournament</source>
        <extracomment>The formats that take entries after their start. The column of each table that takes the width left (the players&apos; names; None: the last column). The tabs&apos; look (the lobby&apos;s style sheets have no tabs). A game of the event to watch (its ``game`` frame), as the lobby&apos;s Watch. The path of a finished game&apos;s record, fetched to open on the main board. Asks the invitation code of a closed event (None: cancelled; tests replace it).</extracomment>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the tournament</source>
        <translation>Sobre el torneo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairings</source>
        <translation>Emparejamientos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your Games</source>
        <translation>Tus partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round shown</source>
        <translation>Ronda mostrada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament message</source>
        <translation>Mensaje del torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Enter</source>
        <translation>&amp;Inscribirse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw</source>
        <translation>&amp;Retirarse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W&amp;atch</source>
        <translation>&amp;Mirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review Game</source>
        <translation>Re&amp;pasar partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chosen finished game on the board to review it</source>
        <translation>Abre en el tablero la partida terminada elegida para repasarla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Organiser</source>
        <translation>&amp;Organizador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the organiser of this event may do</source>
        <translation>Lo que puede hacer el organizador de este evento</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>No se pudo leer la respuesta del servidor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament: {name}</source>
        <translation>Torneo: {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rated</source>
        <translation>puntuable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amistosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players: {count}</source>
        <translation>jugadores: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts {when}</source>
        <translation>empieza {when}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Organised by {name}</source>
        <translation>Organizado por {name}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A closed event: it asks for the invitation code</source>
        <translation>Un torneo cerrado: pide el código de invitación</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are in: your games start on your board by themselves.</source>
        <translation>Estás inscrito: tus partidas empezarán solas en tu tablero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation Code</source>
        <translation>Código de invitación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament is closed: its invitation code, from its organiser:</source>
        <translation>Este torneo es cerrado: su código de invitación, del organizador:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have withdrawn: you are not paired again (a game in progress goes on).</source>
        <translation>Te has retirado: no se te emparejará más (una partida en curso sigue).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a game in progress in the pairings first.</source>
        <translation>Elige primero una partida en curso en los emparejamientos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your own game: it is on your board.</source>
        <translation>Es tu propia partida: está en tu tablero.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a finished game first.</source>
        <translation>Elige primero una partida terminada.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be kept: {reason}</source>
        <translation>No se pudo guardar la partida: {reason}</translation>
    </message>
</context>
<context>
    <name>TournamentWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_words.py" line="+33"/>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double round robin</source>
        <translation>Doble todos contra todos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss</source>
        <translation>Suizo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upcoming</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation>En curso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}</source>
        <translation>Ronda {round} de {rounds}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct encounter</source>
        <translation>Encuentro directo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz cut 1</source>
        <translation>Buchholz corte 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median Buchholz</source>
        <translation>Buchholz mediano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Racha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Performance</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not begun</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>bye</source>
        <translation>descanso</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{south} – {north} (forfeit)</source>
        <translation>{south} – {north} (incomparecencia)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{event}, round {round}</source>
        <translation>{event}, ronda {round}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play South against {name}: your move.</source>
        <translation>Juegas Sur contra {name}: te toca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play South against {name}.</source>
        <translation>Juegas Sur contra {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North against {name}: your move.</source>
        <translation>Juegas Norte contra {name}: te toca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play North against {name}: {name} moves first.</source>
        <translation>Juegas Norte contra {name}: {name} mueve primero.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make your first move within {seconds} s or lose by forfeit.</source>
        <translation>Haz tu primera jugada en {seconds} s o pierdes por incomparecencia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has {seconds} s for a first move, or loses by forfeit.</source>
        <translation>{name} tiene {seconds} s para su primera jugada, o pierde por incomparecencia.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This tournament takes no bots.</source>
        <translation>Este torneo no admite bots.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament has started: it takes no more players.</source>
        <translation>Este torneo ha empezado: no admite más jugadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The registration of this tournament is closed.</source>
        <translation>La inscripción de este torneo está cerrada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This tournament is full.</source>
        <translation>Este torneo está completo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament needs its invitation code: that one is not it.</source>
        <translation>Este torneo necesita su código de invitación: ese no es.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You withdrew from this tournament: you cannot enter it again now.</source>
        <translation>Te retiraste de este torneo: ahora no puedes volver a inscribirte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This tournament takes no entry now.</source>
        <translation>Este torneo no admite inscripciones ahora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guests follow tournaments but do not play in them: sign up to enter.</source>
        <translation>Los invitados siguen los torneos pero no juegan en ellos: regístrate para inscribirte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only an organiser creates tournaments: the server&apos;s admin grants the role.</source>
        <translation>Solo un organizador crea torneos: el administrador del servidor concede el rol.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tournament is no longer there.</source>
        <translation>Ese torneo ya no está.</translation>
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
        <translation>Torneos</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tournaments message</source>
        <translation>Mensaje de los torneos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For organisers: the server&apos;s admin grants the role</source>
        <translation>Para organizadores: el administrador del servidor concede el rol</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>No se pudo leer la respuesta del servidor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tournament on this server yet.</source>
        <translation>Todavía no hay torneos en este servidor.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose a tournament in the list first.</source>
        <translation>Elige primero un torneo de la lista.</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <location filename="../../wari_desktop/gui/study/watch.py" line="+103"/>
        <source>Stop the computers after the move being played, or let them go on</source>
        <translation>Detener los ordenadores tras la jugada en curso, o dejarlos seguir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the next move, then stay paused</source>
        <translation>Juega la siguiente jugada y sigue en pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Now</source>
        <translation>Mover ya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>El ordenador juega la mejor jugada que ha encontrado hasta ahora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long to wait between moves</source>
        <translation>Cuánto esperar entre jugadas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slower</source>
        <translation>Más lento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location line="+16"/>
        <source>&amp;Computer against Computer…</source>
        <translation>&amp;Ordenador contra ordenador…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;Now</source>
        <translation>Mover &amp;ya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>El ordenador juega la mejor jugada que ha encontrado hasta ahora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pause the Computers</source>
        <translation>Pausar los ordenadore&amp;s</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>depth {depth}, best {move}</source>
        <translation>profundidad {depth}, mejor {move}</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <location line="-229"/>
        <location line="+2"/>
        <source>Computer against Computer</source>
        <extracomment>The pause between two moves at each step of the pace slider, in milliseconds.</extracomment>
        <translation>Ordenador contra ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play itself, each side at its own level. You can pause it, step one move at a time and change the pace.</source>
        <translation>Mira al ordenador jugar contra sí mismo, cada lado a su nivel. Puedes pausarlo, avanzar jugada a jugada y cambiar el ritmo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{side}&apos;s level</source>
        <translation>Nivel de {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How strongly the computer plays {side}&apos;s side</source>
        <translation>Con qué fuerza juega el ordenador el lado de {side}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game of the computer against itself (Enter)</source>
        <translation>Empezar una nueva partida del ordenador contra sí mismo (Intro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Cierra y sigue con la partida en curso (Esc)</translation>
    </message>
</context>
</TS>
