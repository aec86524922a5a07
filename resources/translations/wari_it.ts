<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AnalysisController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_control.py" line="+80"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position</source>
        <translation>Mostra che cosa pensa il motore della posizione</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+137"/>
        <source>Analysing…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position set up</source>
        <translation>Mostra che cosa pensa il motore della posizione preparata</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Nothing to analyse. {why}</source>
        <translation>Niente da analizzare. {why}</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_dock.py" line="+140"/>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>BEST LINE</source>
        <translation>LINEA MIGLIORE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best line</source>
        <translation>Linea migliore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EACH MOVE</source>
        <translation>OGNI MOSSA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point at a move to see the board after it.</source>
        <translation>Punta una mossa per vedere il tavoliere dopo di essa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is marked as assisted: the analysis was on while you played the computer.</source>
        <translation>Questa partita è segnata come assistita: l&apos;analisi era attiva mentre giocavi contro il computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position in the board editor</source>
        <translation>La posizione che stai impostando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>EVALUATION</source>
        <translation>VALUTAZIONE</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Analysis starts…</source>
        <translation>L&apos;analisi sta per iniziare…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About even. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>Circa pari. Il motore prevede che i semi finiscano {south}–{north} (Sud–Nord).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is ahead by about {margin} seeds. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>{player} è avanti di circa {margin} semi. Il motore prevede che i semi finiscano {south}–{north} (Sud–Nord).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Depth {depth} · {nodes} positions</source>
        <translation>Profondità {depth} · {nodes} posizioni</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game is over: {south}–{north} (South–North).</source>
        <translation>La partita è finita: {south}–{north} (Sud–Nord).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../wari_desktop/gui/window/announcer.py" line="+28"/>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 sows %2, %n seed(s)</source>
        <extracomment>What was announced, oldest first (the last 50).</extracomment>
        <translation>
            <numerusform>%1 semina %2, %n seme</numerusform>
            <numerusform>%1 semina %2, %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, a grand slam: it captures nothing</source>
        <translation>, un grande slam: non cattura nulla</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, captures %n from %1</source>
        <translation>
            <numerusform>, cattura %n da %1</numerusform>
            <numerusform>, cattura %n da %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClaimCountdown</name>
    <message>
        <location filename="../../wari_desktop/gui/online/claim_countdown.py" line="+92"/>
        <source>Asking the server how long you have before {name} may claim the game…</source>
        <extracomment>Seconds to wait for the server&apos;s answer at most.</extracomment>
        <translation>Chiedo al server quanto tempo hai prima che {name} possa rivendicare la partita…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How long you have before {name} may claim the game is not known (the server did not say): sign in as soon as you can.</source>
        <translation>Non si sa quanto tempo hai prima che {name} possa rivendicare la partita (il server non l&apos;ha detto): accedi il prima possibile.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} may claim the game now: sign in to see whether it goes on.</source>
        <translation>{name} può ora rivendicare la partita: accedi per vedere se continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have {time} to sign in before {name} may claim the game.</source>
        <translation>Hai {time} per accedere prima che {name} possa rivendicare la partita.</translation>
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
        <translation>Senza orologio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{time} each</source>
        <translation>{time} a testa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{time} + {increment} a move</source>
        <translation>{time} + {increment} a mossa</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A clock for each player: the time for the whole game, and with &quot;+&quot; the seconds added after each move. A player whose time runs out loses the game.</source>
        <translation>Un orologio per ogni giocatore: il tempo per tutta la partita e, con &quot;+&quot;, i secondi aggiunti dopo ogni mossa. Chi esaurisce il tempo perde la partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
</context>
<context>
    <name>ClockDisplay</name>
    <message>
        <location filename="../../wari_desktop/gui/window/clock_display.py" line="+76"/>
        <source>{side}&apos;s clock: the time left</source>
        <extracomment>How often the clocks are shown again, in milliseconds. A clock runs low under this many seconds, or under a quarter of the game&apos;s time.</extracomment>
        <translation>Orologio di {side}: il tempo rimasto</translation>
    </message>
</context>
<context>
    <name>ComeBack</name>
    <message>
        <location filename="../../wari_desktop/gui/online/comeback.py" line="+118"/>
        <source>this network</source>
        <extracomment>Words of the network&apos;s own errors, said in plain words for a game on this network. Asks the player whether to go back, and tells what failed (tests replace them).</extracomment>
        <translation>questa rete</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+157"/>
        <source>Your Online Game</source>
        <translation>La tua partita online</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Your game against {name} ({where}) was in progress when Wari closed. Go back to it? If you don&apos;t, {name} may claim it once your time to come back is over.</source>
        <translation>La tua partita contro {name} ({where}) era in corso quando Wari si è chiuso. Tornarci? Altrimenti {name} potrà reclamarla quando il tuo tempo per tornare sarà scaduto.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>signed in as {name}, not as {player}</source>
        <translation>accesso come {name}, non come {player}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the server did not send the game</source>
        <translation>il server non ha inviato la partita</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the sign-in kept for it is no longer taken</source>
        <translation>l&apos;accesso conservato per la partita non è più accettato</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your online game could not be resumed: {why}</source>
        <translation>Non è stato possibile riprendere la tua partita online: {why}</translation>
    </message>
</context>
<context>
    <name>ConnectErrors</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connect_errors.py" line="+65"/>
        <source>The name {host} is not known on this network: check the address.</source>
        <extracomment>``errno`` values that mean &quot;no way to that address from here&quot;. ``errno`` values that mean &quot;the connection was cut while opening&quot;. Names of the WebSocket library&apos;s handshake errors (matched by name: this room does not import the network library).</extracomment>
        <translation>Il nome {host} non è conosciuto su questa rete: controlla l&apos;indirizzo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing answers at {host} port {port}: is the server running, and is the address right? A firewall may be in the way.</source>
        <translation>Nessuno risponde su {host} alla porta {port}: il server è avviato, e l&apos;indirizzo è giusto? Potrebbe essere di mezzo un firewall.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{host} cannot be reached from this computer: is the address right, and is this computer on the same network? A firewall may be in the way.</source>
        <translation>{host} non è raggiungibile da questo computer: l&apos;indirizzo è giusto, e questo computer è sulla stessa rete? Potrebbe essere di mezzo un firewall.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The secure connection to {host} could not be made: its certificate was refused.</source>
        <translation>Non è stato possibile stabilire la connessione sicura con {host}: il suo certificato è stato rifiutato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} port {port} did not answer in time: the computer may be off or busy, or a firewall may be in the way.</source>
        <translation>{host} alla porta {port} non ha risposto in tempo: il computer potrebbe essere spento o occupato, o potrebbe esserci di mezzo un firewall.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to {host} was cut while it opened: try again.</source>
        <translation>La connessione con {host} si è interrotta mentre si apriva: riprova.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something answers at {host} port {port}, but it is not a Wari server: is the address right?</source>
        <translation>Qualcosa risponde su {host} alla porta {port}, ma non è un server Wari: l&apos;indirizzo è giusto?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a server&apos;s address: write it as host:port, for example 192.168.1.20:7531.</source>
        <translation>Questo non è l&apos;indirizzo di un server: scrivilo come host:porta, per esempio 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not connect: {why}</source>
        <translation>Impossibile connettersi: {why}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The other side runs another version of Wari ({why}): the same version is needed on both sides.</source>
        <translation>L&apos;altra parte usa un&apos;altra versione di Wari ({why}): serve la stessa versione da entrambe le parti.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+69"/>
        <source>Board to set up</source>
        <extracomment>The most seeds one pit may hold in the editor (all of them). The keys that add seeds to the ringed pit, and how many. Digits typed within this many seconds make one number (&quot;1&quot;, &quot;2&quot;: 12 seeds).</extracomment>
        <translation>Tavoliere da preparare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move between the houses and the stores; + and - add or take away a seed, Page Up and Page Down five; type a number to set the count, Delete to empty the pit.</source>
        <translation>I tasti freccia passano da una casa o un granaio all&apos;altro; + e - aggiungono o tolgono un seme, Pagina su e Pagina giù cinque; digita un numero per fissare il conteggio, Canc per svuotare la buca.</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>to move</source>
        <translation>di turno</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_graph.py" line="+38"/>
        <source>Click to see the position</source>
        <extracomment>The colour and dot radius (pixels) of each judgement.</extracomment>
        <translation>Clicca per vedere la posizione</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>South ahead</source>
        <translation>Sud in vantaggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Nord in vantaggio</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/platform/file_dialogs.py" line="+42"/>
        <source>Files</source>
        <extracomment>The size Qt&apos;s own file dialog opens at (less on a smaller screen). The width of its list of places (&quot;Computer&quot;, the home folder), beside the files.</extracomment>
        <translation>File</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look in</source>
        <translation>Cerca in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder shown, and the folders above it</source>
        <translation>La cartella mostrata e le cartelle che la contengono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder</source>
        <translation>Le cartelle e i file di partita in questa cartella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder, with their size, type and date</source>
        <translation>Le cartelle e i file di partita in questa cartella, con dimensione, tipo e data</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places</source>
        <translation>Posizioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and bookmarks</source>
        <translation>Posizioni e segnalibri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File name</source>
        <translation>Nome del file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name to save the game under</source>
        <translation>Il nome con cui salvare la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the game file to open</source>
        <translation>Il nome del file di partita da aprire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type</source>
        <translation>File di tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which files the list shows</source>
        <translation>Quali file mostra l&apos;elenco</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open the chosen game file</source>
        <translation>Apri il file di partita scelto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game in the chosen file</source>
        <translation>Salva la partita nel file scelto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this dialog without opening or saving (Esc)</source>
        <translation>Chiudi questa finestra senza aprire né salvare (Esc)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Look in:</source>
        <translation>Cerca in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type:</source>
        <translation>File di tipo:</translation>
    </message>
</context>
<context>
    <name>GameBoardView</name>
    <message>
        <location filename="../../wari_desktop/gui/board/board_view.py" line="+123"/>
        <source>Wari board</source>
        <extracomment>How much each speed stretches the normal timing (None: no animation). What the board shows now; every number on screen follows it.</extracomment>
        <translation>Tavoliere del Wari</translation>
    </message>
    <message numerus="yes">
        <location line="+132"/>
        <source>%1: %n seed(s)</source>
        <translation>
            <numerusform>%1: %n seme</numerusform>
            <numerusform>%1: %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>South&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Granaio di Sud: %n seme</numerusform>
            <numerusform>Granaio di Sud: %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>North&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Granaio di Nord: %n seme</numerusform>
            <numerusform>Granaio di Nord: %n semi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/host_dialog.py" line="+127"/>
        <source>Host a Game</source>
        <translation>Ospita una partita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the other player</source>
        <translation>In attesa dell’altro giocatore</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the other computer: New Game, “A person on another computer”, “Join a game on this network”; then choose this game in the list, or type this address and code.</source>
        <translation>Sull’altro computer: Nuova partita, «Una persona su un altro computer», «Unisciti a una partita su questa rete»; poi scegli questa partita nell’elenco, o scrivi questo indirizzo e questo codice.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting the game…</source>
        <translation>Avvio della partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State of the hosted game</source>
        <translation>Stato della partita ospitata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrong codes typed</source>
        <translation>Codici sbagliati digitati</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code:</source>
        <translation>Codice di accesso:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Hosting</source>
        <translation>Smetti di ospitare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop hosting: the game is withdrawn from this network (Esc)</source>
        <translation>Smetti di ospitare: la partita viene ritirata da questa rete (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>Codice di accesso</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Address: {address}</source>
        <translation>Indirizzo: {address}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code: {code}</source>
        <translation>Codice di accesso: {code}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Waiting for the other player to join…</source>
        <translation>In attesa che l’altro giocatore si unisca…</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+91"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>HouseListModel</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/board/house_model.py" line="+93"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="-86"/>
        <source>South&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Granaio di Sud, %n seme</numerusform>
            <numerusform>Granaio di Sud, %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+3"/>
        <source>North&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Granaio di Nord, %n seme</numerusform>
            <numerusform>Granaio di Nord, %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the computer&apos;s</source>
        <translation>del computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yours</source>
        <translation>tua</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>South&apos;s</source>
        <translation>di Sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>North&apos;s</source>
        <translation>di Nord</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+1"/>
        <source>House %1, %n seed(s), %2</source>
        <translation>
            <numerusform>Casa %1, %n seme, %2</numerusform>
            <numerusform>Casa %1, %n semi, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, playable</source>
        <translation>%1, giocabile</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/join_dialog.py" line="+64"/>
        <source>Join a Game</source>
        <extracomment>The error code of a guest refused for a wrong join code (``protocol.ErrorCode``). The error code of a computer refused for a while after too many wrong codes.</extracomment>
        <translation>Unisciti a una partita</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join a game on this network</source>
        <translation>Unisciti a una partita su questa rete</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Games nearby</source>
        <translation>Partite qui vicino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games announced on this network; choose one, then type its code</source>
        <translation>Le partite annunciate su questa rete; scegline una, poi scrivi il suo codice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for games… If none shows, type the address and the code the host shows.</source>
        <translation>Ricerca delle partite… Se non ne compare nessuna, scrivi l’indirizzo e il codice che mostra chi ospita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code</source>
        <translation>Codice di accesso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Address:</source>
        <translation>&amp;Indirizzo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Codice di accesso:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join</source>
        <translation>Unisciti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose a game, then type the code its host shows.</source>
        <translation>Scegli una partita, poi scrivi il codice che mostra chi la ospita.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Joining…</source>
        <translation>Accesso in corso…</translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_list.py" line="+30"/>
        <source>clock unknown</source>
        <translation>orologio sconosciuto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>regole standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant rules</source>
        <translation>regole varianti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>already started</source>
        <translation>già iniziata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of Wari: cannot be joined</source>
        <translation>un’altra versione di Wari: non vi si può accedere</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{host} — {clock}, {rules}</source>
        <translation>{host} — {clock}, {rules}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host plays South.</source>
        <translation>Chi ospita gioca Sud.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host plays North.</source>
        <translation>Chi ospita gioca Nord.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides are drawn by lot.</source>
        <translation>I lati sono estratti a sorte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At {address}:{port}.</source>
        <translation>A {address}:{port}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+24"/>
        <source>Type the address the host shows, such as 192.168.1.20:7531.</source>
        <translation>Scrivi l’indirizzo che mostra chi ospita, per esempio 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type only the address and the port, such as 192.168.1.20:7531.</source>
        <translation>Scrivi solo l’indirizzo e la porta, per esempio 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An IPv6 address in brackets needs its closing ].</source>
        <translation>Un indirizzo IPv6 tra parentesi ha bisogno della ] di chiusura.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the ] of an IPv6 address comes a colon and the port, or nothing.</source>
        <translation>Dopo la ] di un indirizzo IPv6 vengono i due punti e la porta, oppure niente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} is not an IPv6 address.</source>
        <translation>{host} non è un indirizzo IPv6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{host} is not an IPv4 address.</source>
        <translation>{host} non è un indirizzo IPv4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A port follows the colon, such as :7531.</source>
        <translation>Dopo i due punti viene una porta, per esempio :7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port is a number from 1 to 65535, not “{port}”.</source>
        <translation>La porta è un numero da 1 a 65535, non «{port}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address is missing before the port.</source>
        <translation>Manca l’indirizzo prima della porta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{host}” is not an address: use letters, digits, dashes and dots, such as ama-laptop.local or 192.168.1.20.</source>
        <translation>«{host}» non è un indirizzo: usa lettere, cifre, trattini e punti, per esempio ama-laptop.local o 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the join code the host shows.</source>
        <translation>Scrivi il codice di accesso che mostra chi ospita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A join code has {wanted} characters, not {typed}.</source>
        <translation>Un codice di accesso ha {wanted} caratteri, non {typed}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A join code has no {letters}: check the code the host shows.</source>
        <translation>Un codice di accesso non contiene {letters}: controlla il codice che mostra chi ospita.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host did not accept this code. Check the code it shows and type it again.</source>
        <translation>Chi ospita non ha accettato questo codice. Controlla il codice mostrato e scrivilo di nuovo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host has no game open: it may have started one with someone else. Ask the host to start a new one.</source>
        <translation>Chi ospita non ha una partita aperta: forse ne ha iniziata una con qualcun altro. Chiedigli di aprirne una nuova.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The other computer did not answer as a Wari game does: nothing was taken from it.</source>
        <translation>L’altro computer non ha risposto come fa una partita di Wari: non se ne è preso nulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This address is a Wari server, not a game hosted on a network: choose “Play on a server” in New Game to play there.</source>
        <translation>Questo indirizzo è un server Wari, non una partita ospitata in rete: scegli «Gioca su un server» in Nuova partita per giocarci.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing answers at {address}: the game may no longer be hosted there, or a firewall on the host&apos;s computer blocks Wari. Check the address and the port the host shows, and that its firewall lets Wari take connections.</source>
        <extracomment>What the network&apos;s own errors say, by the words they contain (lower case): refused, timed out, no way there, a name not known.</extracomment>
        <translation>Nessuno risponde a {address}: la partita potrebbe non essere più ospitata lì, oppure un firewall sul computer di chi ospita blocca Wari. Controlla l&apos;indirizzo e la porta che mostra chi ospita, e che il suo firewall lasci a Wari accettare connessioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer at {address} did not answer in time. Check that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>Il computer a {address} non ha risposto in tempo. Controlla che i due computer siano sulla stessa rete e che un firewall sul computer di chi ospita lasci a Wari accettare connessioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This computer has no way to {address}: check that both computers are on the same network, and that the address is the one the host shows first (not a container&apos;s or another network&apos;s).</source>
        <translation>Questo computer non ha modo di raggiungere {address}: controlla che i due computer siano sulla stessa rete e che l&apos;indirizzo sia il primo mostrato da chi ospita (non quello di un container o di un&apos;altra rete).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The name in {address} is not known on this network: type the host&apos;s address in numbers, such as 192.168.1.20.</source>
        <translation>Il nome in {address} non è noto su questa rete: scrivi l&apos;indirizzo di chi ospita in numeri, come 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not reach a game at {address}. Check the address, that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>Impossibile raggiungere una partita a {address}. Controlla l&apos;indirizzo, che i due computer siano sulla stessa rete e che un firewall sul computer di chi ospita lasci a Wari accettare connessioni.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game is not hosted: the network interfaces named in WARI_LAN_INTERFACES are not on this computer, so nobody could be told where to join. Correct or remove the setting, then host again. ({reason})</source>
        <translation>La partita non è ospitata: le interfacce di rete indicate in WARI_LAN_INTERFACES non sono su questo computer, quindi non si potrebbe dire a nessuno dove unirsi. Correggi o togli l&apos;impostazione, poi ospita di nuovo. ({reason})</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The connection to the host was lost. Try again.</source>
        <translation>La connessione con chi ospita si è interrotta. Riprova.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be hosted on this computer. ({reason})</source>
        <translation>Non è stato possibile ospitare la partita su questo computer. ({reason})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be announced on this network, so it will not be listed nearby: tell the other player the address and the code. ({reason})</source>
        <translation>Non è stato possibile annunciare la partita su questa rete, quindi non comparirà tra le partite vicine: comunica all’altro giocatore l’indirizzo e il codice. ({reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games nearby cannot be listed: type the address and the code the host shows. ({reason})</source>
        <translation>Non è possibile elencare le partite vicine: scrivi l’indirizzo e il codice che mostra chi ospita. ({reason})</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/host_words.py" line="+17"/>
        <source>You host this game: closing Wari stops it for both of you, and no clock runs while it is stopped. At the next start you can go back to it, and {name} comes back to it too. Close anyway?</source>
        <translation>Ospiti tu questa partita: chiudere Wari la ferma per entrambi, e nessun orologio corre mentre è ferma. Al prossimo avvio potrai riprenderla, e anche {name} vi tornerà. Chiudere comunque?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your game against {name}, hosted on this computer, stopped when Wari closed; no clock ran meanwhile. Go back to it? {name} comes back to it too. If you don&apos;t, the game is dropped without a result.</source>
        <translation>La tua partita contro {name}, ospitata su questo computer, si è fermata quando Wari si è chiuso; nel frattempo nessun orologio è andato avanti. Riprenderla? Anche {name} vi tornerà. Altrimenti la partita viene abbandonata senza risultato.</translation>
    </message>
</context>
<context>
    <name>LanPlurals</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+20"/>
        <source>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minute(s), even the right one. Check the code with the host meanwhile.</source>
        <translation>
            <numerusform>Troppi codici sbagliati digitati su questo computer: chi ospita non accetta codici da qui per ancora %n minuto, nemmeno quello giusto. Nel frattempo verifica il codice con chi ospita.</numerusform>
            <numerusform>Troppi codici sbagliati digitati su questo computer: chi ospita non accetta codici da qui per ancora %n minuti, nemmeno quello giusto. Nel frattempo verifica il codice con chi ospita.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n wrong code(s) typed from {address}.</source>
        <translation>
            <numerusform>%n codice sbagliato digitato da {address}.</numerusform>
            <numerusform>%n codici sbagliati digitati da {address}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That computer is refused for %n more minute(s), even with the right code.</source>
        <translation>
            <numerusform>Quel computer è respinto per ancora %n minuto, anche con il codice giusto.</numerusform>
            <numerusform>Quel computer è respinto per ancora %n minuti, anche con il codice giusto.</numerusform>
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
        <translation>Classifica</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deviation</source>
        <translation>Deviazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated games</source>
        <translation>Partite valutate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Player Page</source>
        <translation>&amp;Pagina del giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Page</source>
        <translation>Pagina del giocatore</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Non è stato possibile leggere la risposta del server.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players whose rating is settled (not provisional), with {count} or more rated games, best first.</source>
        <translation>Giocatori con un rating stabile (non provvisorio) e almeno {count} partite valutate, dal migliore.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nobody is listed yet.</source>
        <translation>Per ora nessuno è in classifica.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+35"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lezioni…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_control.py" line="+27"/>
        <source>Set Up &amp;Position…</source>
        <translation>Imposta &amp;posizione…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+80"/>
        <source>Open Recen&amp;t</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Record &amp;Details…</source>
        <translation>&amp;Dettagli della partita…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;First Position</source>
        <translation>Pri&amp;ma posizione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>La&amp;st Position</source>
        <translation>&amp;Ultima posizione</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>F&amp;ull Screen</source>
        <translation>Sc&amp;hermo intero</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+31"/>
        <source>Welcome to Wari</source>
        <translation>Benvenuto in Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Wari? Ten short lessons teach the rules on the board, one move at a time. You can open them later from Help, Lessons.</source>
        <translation>Nuovo al Wari? Dieci brevi lezioni insegnano le regole sul tavoliere, una mossa alla volta. Potrai aprirle in seguito da Aiuto, Lezioni.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start the Lessons</source>
        <translation>Inizia le lezioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the first lesson now</source>
        <translation>Apri subito la prima lezione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play; the lessons stay in the Help menu</source>
        <translation>Gioca; le lezioni restano nel menu Aiuto</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/recent_menu.py" line="+54"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Svuota elenco</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../wari_desktop/lessons/course.py" line="+17"/>
        <source>Sowing</source>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move takes every seed of one of your houses and sows them one by one into the houses that follow, counter-clockwise. Which of your houses drops its last seed into North&apos;s house c?</source>
        <translation>Una mossa prende tutti i semi di una delle tue case e li semina uno per uno nelle case che seguono, in senso antiorario. Quale delle tue case lascia cadere l&apos;ultimo seme nella casa c di Nord?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s four seeds went one each into F, a, b and c. Every move is sown like this, one seed per house.</source>
        <translation>Giusto: i quattro semi di E sono andati uno ciascuno in F, a, b e c. Ogni mossa si semina così, un seme per casa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count one house for each seed, starting with the house after the one you play: c is four houses after E.</source>
        <translation>Conta una casa per ogni seme, partendo dalla casa dopo quella che giochi: c è quattro case dopo E.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lap of the board</source>
        <translation>Un giro del tavoliere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A house of 12 seeds or more sows right round the board and skips the house it started from. Which of your moves drops its last seed into North&apos;s house b?</source>
        <translation>Una casa di 12 semi o più semina per tutto il giro del tavoliere e salta la casa da cui è partita. Quale tua mossa lascia cadere l&apos;ultimo seme nella casa b di Nord?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s 14 seeds went round from F to D, skipped E and went on into F, a and b. E is left empty, and b now holds 4, so nothing is captured.</source>
        <translation>Giusto: i 14 semi di E hanno fatto il giro da F a D, hanno saltato E e sono proseguiti in F, a e b. E resta vuota e b ora ha 4 semi, quindi non si cattura nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the big house, E: its 14 seeds go once round the 11 other houses, then on past F into a and b.</source>
        <translation>Segui la casa grande, E: i suoi 14 semi fanno un giro delle altre 11 case, poi proseguono oltre F in a e b.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A capture</source>
        <translation>Una cattura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your last seed lands in one of North&apos;s houses and makes it hold 2 or 3 seeds, you capture them. Find a move that captures.</source>
        <translation>Quando il tuo ultimo seme cade in una casa di Nord e la porta a 2 o 3 semi, li catturi. Trova una mossa che cattura.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: {move} captured {captured} seeds: its last seed made 2 or 3 in a house of North&apos;s, and they went to your store.</source>
        <translation>Giusto: {move} ha catturato {captured} semi: il suo ultimo seme ha fatto 2 o 3 in una casa di Nord, e sono andati nel tuo granaio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at North&apos;s houses holding 1 or 2 seeds: which of your moves ends its sowing there?</source>
        <translation>Guarda le case di Nord con 1 o 2 semi: quale tua mossa finisce la semina lì?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A chain capture</source>
        <translation>Una cattura a catena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the last house, the house before it is captured too if it now holds 2 or 3, and so on backwards. Find the move that captures the most seeds.</source>
        <translation>Dopo l&apos;ultima casa, si cattura anche quella precedente se ora ha 2 o 3 semi, e così via all&apos;indietro. Trova la mossa che cattura più semi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s last seed made 2 in b, so b was captured, then a, the house before it, with 3: 5 seeds in a chain. F would have taken only a&apos;s 3.</source>
        <translation>Giusto: l&apos;ultimo seme di E ha fatto 2 in b, quindi b è stata catturata, poi a, la casa precedente, con 3: 5 semi a catena. F avrebbe preso solo i 3 di a.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chain runs backwards from the last house: find the move whose last seed lands in b, with a behind it.</source>
        <translation>Una catena va all&apos;indietro dall&apos;ultima casa: trova la mossa il cui ultimo seme cade in b, con a dietro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam</source>
        <translation>Il grand slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has one seed in each of a, b and c. Find the move that would capture all of North&apos;s seeds, and see what the Oware Society rule makes of it.</source>
        <translation>Nord ha un seme in a, in b e in c. Trova la mossa che catturerebbe tutti i semi di Nord, e guarda che cosa ne fa la regola della Oware Society.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E made 2 in a, b and c, every seed North has. Such a grand slam captures nothing under these rules: the seeds stay and the game goes on.</source>
        <translation>Giusto: E ha fatto 2 in a, b e c, tutti i semi di Nord. Con queste regole un grand slam così non cattura nulla: i semi restano e la partita continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To reach c your last seed must travel four houses: find the house with exactly enough seeds.</source>
        <translation>Per arrivare in c il tuo ultimo seme deve percorrere quattro case: trova la casa con i semi giusti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam forbidden</source>
        <translation>Il grand slam vietato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Italian rule chosen here, a grand slam may not be played while another move exists. Find the move that captures the most seeds.</source>
        <translation>Con la regola italiana scelta qui, un grand slam non si può giocare finché esiste un&apos;altra mossa. Trova la mossa che cattura più semi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: F made 2 in a and in b and captured those 4 seeds. c keeps its seed, so North is not emptied and the capture stands.</source>
        <translation>Giusto: F ha fatto 2 in a e in b e ha catturato quei 4 semi. c conserva il suo seme, quindi Nord non resta vuoto e la cattura vale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find a capture that leaves North at least one seed.</source>
        <translation>Trova una cattura che lasci a Nord almeno un seme.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E would make 2 in a, b and c and take every seed North has: a grand slam, which this rule forbids while you have another move.</source>
        <translation>E farebbe 2 in a, b e c e prenderebbe tutti i semi di Nord: un grand slam, che questa regola vieta finché hai un&apos;altra mossa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feeding an empty side</source>
        <translation>Nutrire un campo vuoto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has no seeds left: when you can, you must play a move that gives them some. Find it.</source>
        <translation>Nord non ha più semi: quando puoi, devi giocare una mossa che gliene dia. Trovala.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E sowed into F, a, b and c, so North has three seeds to play and the game goes on.</source>
        <translation>Giusto: E ha seminato in F, a, b e c, così Nord ha tre semi da giocare e la partita continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a move that reaches North&apos;s side may be played now.</source>
        <translation>Ora si può giocare solo una mossa che arrivi nel campo di Nord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{move} does not reach North&apos;s side, and while North is empty a move that feeds them must be played.</source>
        <translation>{move} non arriva nel campo di Nord, e finché Nord è vuoto si deve giocare una mossa che lo nutra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Famine</source>
        <translation>Carestia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s last seed, in f, must be sown into your house A next. Find the move after which North captures nothing, is left empty, and cannot be fed: the game then ends and you keep the seeds on your side.</source>
        <translation>L&apos;ultimo seme di Nord, in f, sarà seminato nella tua casa A. Trova la mossa dopo la quale Nord non cattura nulla, resta vuoto e non può essere nutrito: la partita finisce e tieni i semi del tuo campo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right: with A empty, North&apos;s seed made only 1 in A. North has nothing, and none of your moves reaches them: famine. You add the 6 seeds on your side to your 20 and win {south} to {north}.</source>
        <translation>Giusto: con A vuota, il seme di Nord ha fatto solo 1 in A. Nord non ha nulla e nessuna tua mossa lo raggiunge: carestia. Aggiungi i 6 semi del tuo campo ai tuoi 20 e vinci {south} a {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch where North&apos;s seed will land: a house of yours holding 1 becomes 2, and North captures it.</source>
        <translation>Guarda dove cadrà il seme di Nord: una tua casa con 1 seme arriva a 2, e Nord la cattura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The repeated position</source>
        <translation>La posizione ripetuta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last seeds chase each other round the board. Find the move that brings back the position shown below, seen earlier in this game: the game then ends and each player takes the seeds on their side.</source>
        <translation>Gli ultimi semi si inseguono intorno al tavoliere. Trova la mossa che riporta la posizione mostrata qui sotto, già vista in questa partita: la partita finisce e ogni giocatore prende i semi del proprio campo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right: after C the board is as it was before, with North to move again. The game ends: you take the 3 seeds on your side and North their 1, {south} to {north}.</source>
        <translation>Giusto: dopo C il tavoliere è com&apos;era prima, di nuovo con Nord di turno. La partita finisce: prendi i 3 semi del tuo campo e Nord il suo, {south} a {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the board after your move with the position shown: every house must match.</source>
        <translation>Confronta il tavoliere dopo la tua mossa con la posizione mostrata: ogni casa deve corrispondere.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The end and the count</source>
        <translation>La fine e il conteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have 20 seeds in your store; whoever has captured 25, more than half of the 48, wins at once. Find the move that wins now.</source>
        <translation>Hai 20 semi nel granaio; chi ne ha catturati 25, più della metà dei 48, vince subito. Trova la mossa che vince adesso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E captured 5 and you have 25. The game is over and you win {south} to {north}; the seeds left on the board stay there and are not counted.</source>
        <translation>Giusto: E ha catturato 5 semi e ne hai 25. La partita è finita e vinci {south} a {north}; i semi rimasti sul tavoliere restano lì e non si contano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You need 5 more seeds: find the capture that takes two houses.</source>
        <translation>Ti servono altri 5 semi: trova la cattura che prende due case.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/lessons/lesson.py" line="+135"/>
        <source>{side} had only one move: {reply}.</source>
        <extracomment>The translation context of every lesson text.</extracomment>
        <translation>{side} aveva una sola mossa: {reply}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{move} is a house of {side}&apos;s: you play {player}.</source>
        <translation>{move} è una casa di {side}: tu giochi {player}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} is empty: there is nothing to sow.</source>
        <translation>{move} è vuota: non c&apos;è nulla da seminare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules do not allow {move} here.</source>
        <translation>Le regole non permettono {move} qui.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Seeds sown from {move}: {seeds}, right round the board, skipping {move}. The last one fell in {last}.</source>
        <translation>Semi seminati da {move}: {seeds}, per tutto il giro del tavoliere, saltando {move}. L&apos;ultimo è caduto in {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seeds sown from {move}: {seeds}. The last one fell in {last}.</source>
        <translation>Semi seminati da {move}: {seeds}. L&apos;ultimo è caduto in {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It would have taken every seed on {side}&apos;s side: a grand slam, so it captured nothing.</source>
        <translation>Avrebbe preso tutti i semi del campo di {side}: un grand slam, quindi non ha catturato nulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seeds captured: {captured}, from {houses}.</source>
        <translation>Semi catturati: {captured}, da {houses}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over ({reason}): South {south}, North {north}.</source>
        <translation>La partita è finita ({reason}): Sud {south}, Nord {north}.</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_window.py" line="+83"/>
        <location line="+83"/>
        <source>Lessons</source>
        <extracomment>The width of the small board showing an earlier position. The lines of text kept under the board for the verdict: the board never moves.</extracomment>
        <translation>Lezioni</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Try Again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Lesson</source>
        <translation>Lezione successiva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The ten lessons; a tick marks those solved. Choose one to show it.</source>
        <translation>Le dieci lezioni; un segno di spunta indica quelle risolte. Scegline una per mostrarla.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Put the lesson&apos;s board back and answer again</source>
        <translation>Rimetti il tavoliere della lezione e rispondi di nuovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next lesson</source>
        <translation>Passa alla lezione successiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the lessons (Esc)</source>
        <translation>Chiudi le lezioni (Esc)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Lezione {number} di {total}: {title}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>On the small board: the position after move {n} ({side}) of this game, with {player} to move.</source>
        <translation>Sul tavoliere piccolo: la posizione dopo la mossa {n} ({side}) di questa partita, con {player} di turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the small board: the starting position of this game, with {player} to move.</source>
        <translation>Sul tavoliere piccolo: la posizione iniziale di questa partita, con {player} di turno.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Fai clic sulla casa che giocheresti, o digita la sua lettera.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Sowing…</source>
        <translation>Semina in corso…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not this one.</source>
        <translation>Non è questa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move cannot be played.</source>
        <translation>Questa mossa non si può giocare.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>di turno</translation>
    </message>
</context>
<context>
    <name>LobbyChatPane</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_chat.py" line="+55"/>
        <source>Lobby chat</source>
        <extracomment>Lines the pane keeps on screen.</extracomment>
        <translation>Chat della sala</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lobby chat lines</source>
        <extracomment>The lines shown (who, when, what), to show none twice.</extracomment>
        <translation>Righe della chat della sala</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line to say in the lobby</source>
        <translation>Riga da dire nella sala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Send</source>
        <translation>&amp;Invia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lobby chat message</source>
        <translation>Messaggio della chat della sala</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Say something</source>
        <translation>Scrivi qualcosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read only</source>
        <translation>Solo lettura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A line for everyone in the lobby (Enter sends it)</source>
        <translation>Una riga per tutti nella sala (Invio la manda)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>Guests read the chat: sign up to write in it.</source>
        <translation>Gli ospiti leggono la chat: registrati per scriverci.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Too many lines at once in the lobby chat: wait a moment before the next.</source>
        <translation>Troppe righe tutte insieme nella chat della sala: aspetta un momento prima della prossima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s admin has muted you in the lobby chat.</source>
        <translation>L’amministratore del server ti ha silenziato nella chat della sala.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That line cannot be shown to others (no control characters).</source>
        <translation>Questa riga non può essere mostrata agli altri (niente caratteri di controllo).</translation>
    </message>
</context>
<context>
    <name>LobbyModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_models.py" line="+56"/>
        <location line="+30"/>
        <source>guest</source>
        <translation>ospite</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A rating with &quot;?&quot; is provisional: the server is not yet sure of it, as its deviation is above {deviation}. About 10 rated games against settled players settle it.</source>
        <translation>Un rating con «?» è provvisorio: il server non ne è ancora sicuro, perché la sua deviazione supera {deviation}. Circa 10 partite valutate contro giocatori con un rating stabile lo rendono stabile.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>playing</source>
        <translation>gioca</translation>
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
        <translation>giocatore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rated</source>
        <translation>valutata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amichevole</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>by lot</source>
        <translation>a sorte</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+19"/>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+19"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Your side</source>
        <translation>Il tuo lato</translation>
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
        <translation>Ora</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_window.py" line="+89"/>
        <source>Play on a Server</source>
        <extracomment>A game this player plays has started (its first ``game`` frame; once a game). A game the player asked to watch (its ``game`` frame). A past game to review on the main board (the path of its record, fetched).</extracomment>
        <translation>Gioca su un server</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your account</source>
        <translation>Il tuo account</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign &amp;Out</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acc&amp;ept Challenge</source>
        <translation>Accetta la sfi&amp;da</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rifiuta</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>Open seeks</source>
        <translation>Proposte aperte</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Players online</source>
        <translation>Giocatori collegati</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Games in progress</source>
        <translation>Partite in corso</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Accept Seek</source>
        <translation>&amp;Accetta la proposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenge</source>
        <translation>&amp;Sfida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to challenge</source>
        <translation>Giocatore da sfidare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the player to challenge: the one chosen in the list, or any other typed here</source>
        <translation>Il nome del giocatore da sfidare: quello scelto nella lista, o un altro scritto qui</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Watch</source>
        <translation>&amp;Guarda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Seek</source>
        <translation>&amp;Nuova proposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel My Seek</source>
        <translation>Ritira la mia proposta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lobby message</source>
        <translation>Messaggio della sala</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seek</source>
        <translation>La tua proposta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Tournaments</source>
        <translation>&amp;Tornei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s tournaments: enter, follow the standings, watch the games</source>
        <translation>I tornei del server: iscriviti, segui la classifica, guarda le partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Classifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;Page</source>
        <translation>&amp;Pagina del giocatore</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page of the player chosen in the list (else your own): rating and its chart, record, latest games</source>
        <translation>La pagina del giocatore scelto nella lista (altrimenti la tua): rating e il suo grafico, risultati, ultime partite</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A seek offers a game to anyone in the lobby; a challenge, to the player chosen. Both offer this clock, rated or casual.</source>
        <translation>Una proposta offre una partita a chiunque nella sala; una sfida, al giocatore scelto. Entrambe offrono questo orologio, partita valutata o amichevole.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>{name}, playing as a guest (casual games)</source>
        <translation>{name}, ospite (partite amichevoli)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, rated {rating} on this server</source>
        <translation>{name}, rating {rating} su questo server</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>{name} challenges you to a game.</source>
        <translation>{name} ti sfida a una partita.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Page of {name}</source>
        <translation>Pagina di {name}</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Choose a seek in the list first.</source>
        <translation>Scegli prima una proposta nella lista.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is your own seek: it waits for another player.</source>
        <translation>È la tua proposta: aspetta un altro giocatore.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a player in the list first.</source>
        <translation>Scegli prima un giocatore nella lista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player can have that name.</source>
        <translation>Nessun giocatore può avere quel nome.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is not online.</source>
        <translation>{name} non è collegato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge sent to {name}.</source>
        <translation>Sfida inviata a {name}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a game in the list first.</source>
        <translation>Scegli prima una partita nella lista.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your seek is open: the game starts when someone accepts it.</source>
        <translation>La tua proposta è aperta: la partita comincia quando qualcuno la accetta.</translation>
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
        <translation>catturati più della metà dei semi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>24 seeds each</source>
        <translation>24 semi a testa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>famine: no move could be played; each player takes the seeds on their side</source>
        <translation>carestia: nessuna mossa possibile; ogni giocatore prende i semi del proprio campo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the position repeated; each player takes the seeds on their side</source>
        <translation>posizione ripetuta; ogni giocatore prende i semi del proprio campo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended by agreement; each player takes the seeds on their side</source>
        <translation>fine di comune accordo; ogni giocatore prende i semi del proprio campo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was emptied; each player takes the seeds on their side</source>
        <translation>un campo è rimasto vuoto; ogni giocatore prende i semi del proprio campo</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+37"/>
        <source>&amp;Game</source>
        <extracomment>A separator between slots. Each menu by name, with its slots in order.</extracomment>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="-67"/>
        <source>&amp;Undo</source>
        <translation>Ri&amp;tira la mossa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Propose to &amp;End by Agreement</source>
        <translation>Proponi la &amp;fine di comune accordo</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+30"/>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Resi&amp;gn</source>
        <translation>A&amp;bbandona</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Computer &amp;Level</source>
        <translation>&amp;Livello del computer</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+13"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Capovolgi il tavoliere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Mostra il &amp;numero di semi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocità dell&apos;animazione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Immediata</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;ound</source>
        <translation>&amp;Suono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+8"/>
        <source>&amp;Rules of Wari</source>
        <translation>&amp;Regole del Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Scorciatoie da &amp;tastiera</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Wari</source>
        <translation>&amp;Informazioni su Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{command} ({keys})</source>
        <translation>{command} ({keys})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back the last move (against the computer, your move and its reply)</source>
        <translation>Ritira l&apos;ultima mossa (contro il computer, la tua mossa e la sua risposta)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again the move taken back</source>
        <translation>Rigioca la mossa ritirata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask the computer for the best move; the board rings it</source>
        <translation>Chiedi al computer la mossa migliore; il tavoliere la cerchia</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/play_input.py" line="+69"/>
        <source>{house} was not played: the computer moves first. Choose your move once its move has been shown.</source>
        <translation>{house} non è stata giocata: muove prima il computer. Scegli la tua mossa quando la sua è stata mostrata.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{house} will be played when the sowing ends.</source>
        <translation>{house} sarà giocata quando la semina finisce.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{house} was not played: choose your move now that the computer has moved.</source>
        <translation>{house} non è stata giocata: ora che il computer ha mosso, scegli la tua mossa.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/main_window.py" line="+319"/>
        <source>Looking for a good move…</source>
        <extracomment>Asks the player a yes/no question (tests replace it).</extracomment>
        <translation>Cerco una buona mossa…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Vuoi davvero abbandonare questa partita?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the computer whether captures are still possible…</source>
        <translation>Chiedo al computer se sono ancora possibili catture…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End by agreement</source>
        <translation>Fine di comune accordo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do both players agree that no more captures are possible? Each player then takes the seeds on their side.</source>
        <translation>Entrambi i giocatori concordano che non sono più possibili catture? Ognuno prende allora i semi del proprio campo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer agrees: the game ends.</source>
        <translation>Il computer è d&apos;accordo: la partita finisce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer declines: it still sees captures ahead.</source>
        <translation>Il computer rifiuta: vede ancora catture possibili.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="+90"/>
        <source>Open a game</source>
        <extracomment>Where the last folder used in an Open or Save dialog is kept (QSettings key). Milliseconds between two looks whether the dialog in the way of a file sent by a second start has closed. Asks whether to save unsaved moves: &quot;save&quot;, &quot;discard&quot; or &quot;cancel&quot; (tests replace it). Before another game replaces the board: None when no online game of the player&apos;s is in progress on it, else whether the player leaves it (the window sets it to ``OnlineGames.may_leave``). Tells the player about a problem (title, text) in a dialog (tests replace it).</extracomment>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{path} is empty: there is no game in it.</source>
        <translation>{path} è vuoto: non contiene alcuna partita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line {line}, column {column}: </source>
        <translation>riga {line}, colonna {column}: </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot open {name}</source>
        <translation>Impossibile aprire {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This file is not a game record Wari can read.

{where}{problem}</source>
        <translation>Questo file non contiene una partita che Wari sappia leggere.

{where}{problem}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>wari-game.ogn</source>
        <translation>partita-wari.ogn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot save {name}</source>
        <translation>Impossibile salvare {name}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the finished game?</source>
        <translation>Salvare la partita finita?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the computers&apos; game?</source>
        <translation>Fermare la partita dei computer?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave this game?</source>
        <translation>Lasciare questa partita?</translation>
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
        <translation>Tu</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>New game</source>
        <extracomment>A study tool&apos;s addition to the record saved (comments, a review). The tag that marks a game against the computer in which the player had help: its value says which (&quot;analysis&quot;, &quot;hint&quot;, &quot;undo&quot;). Such a game does not move the player&apos;s rating. The tag that says a finished game has been rated (its value: the rating after it). The tags and comments of the record the game came from (a game started here: its date). Tags saved with the game besides the players&apos; (the analysis mark, for one). The player&apos;s name, written as the person&apos;s side in a game against the computer (shown as &quot;You&quot; on screen); &quot;&quot; writes &quot;You&quot; there too.</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+150"/>
        <source>thinking</source>
        <translation>riflette</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>thinking…</source>
        <translation>riflette…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="-107"/>
        <source>{path} is a folder, not a game record.</source>
        <translation>{path} è una cartella, non una partita registrata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file {path}.</source>
        <translation>Il file {path} non esiste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} cannot be read: {reason}.</source>
        <translation>Impossibile leggere {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The moves played since {name} was last saved are not in the file yet.</source>
        <translation>Le mosse giocate dall&apos;ultimo salvataggio di {name} non sono ancora nel file.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This finished game has not been saved in a file.</source>
        <translation>Questa partita finita non è stata salvata in un file.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game between the computers has not been saved in a file.</source>
        <translation>La partita tra i computer non è stata salvata in un file.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game in progress has not been saved in a file.</source>
        <translation>La partita in corso non è stata salvata in un file.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-35"/>
        <source>Your rating stays {rating:.0f}: you had help in this game.</source>
        <extracomment>What the thinking computer&apos;s card says after &quot;thinking&quot; (its depth, its move).</extracomment>
        <translation>Il tuo rating resta {rating:.0f}: in questa partita hai avuto un aiuto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating: {rating:.0f} ({change}).</source>
        <translation>Il tuo rating: {rating:.0f} ({change}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rated as a game against {level}, the weakest level you played.</source>
        <translation>Valutata come una partita contro il livello {level}, il più debole che hai affrontato.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>to move</source>
        <translation>di turno</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>{side} · houses {houses} · you · rating {rating}</source>
        <translation>{side} · case {houses} · tu · punteggio {rating}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} · houses {houses} · you</source>
        <translation>{side} · case {houses} · tu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side} · houses {houses} · computer</source>
        <translation>{side} · case {houses} · computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} · houses {houses}</source>
        <translation>{side} · case {houses}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Showing the board at the start. Press Esc or click the last move to return to the game.</source>
        <translation>Tavoliere all&apos;inizio. Premi Esc o fai clic sull&apos;ultima mossa per tornare alla partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the board after move {n} ({side}). Press Esc or click the last move to return to the game.</source>
        <translation>Tavoliere dopo la mossa {n} ({side}). Premi Esc o fai clic sull&apos;ultima mossa per tornare alla partita.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over: each player takes the seeds on their side…</source>
        <translation>La partita è finita: ogni giocatore prende i semi dalla sua parte…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing…</source>
        <translation>Semina in corso…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} is thinking…</source>
        <translation>{player} sta pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move: click one of your houses or type its letter.</source>
        <translation>Tocca a te: fai clic su una delle tue case o digita la sua lettera.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/help_pages.py" line="+67"/>
        <source>About Wari</source>
        <translation>Informazioni su Wari</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;Oware abapa, the Mancala game of West Africa and the Caribbean, on a wooden board.&lt;/p&gt;&lt;p&gt;Rules after the Oware Society, with the Italian variants. Game records in OGN.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;L&apos;Oware abapa, il Mancala dell&apos;Africa occidentale e dei Caraibi, su un tavoliere di legno.&lt;/p&gt;&lt;p&gt;Regole della Oware Society, con le varianti italiane. Partite registrate in formato OGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The computer thinks with the compiled C search core.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il computer pensa con il motore di ricerca compilato in C.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;The computer thinks with the pure-Python search (the compiled core was not built).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il computer pensa con la ricerca in Python puro (il motore compilato non è stato costruito).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+2"/>
        <source>{player} to move</source>
        <translation>Tocca a {player}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/game/texts.py" line="-20"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Amatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>You lose on time</source>
        <translation>Hai perso per tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins: your time ran out</source>
        <translation>Vince {winner}: il tuo tempo è scaduto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} loses on time</source>
        <translation>{loser} perde per tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win: {loser} ran out of time</source>
        <translation>Hai vinto: {loser} ha esaurito il tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} wins: {loser} ran out of time</source>
        <translation>Vince {winner}: {loser} ha esaurito il tempo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a player left the game and did not come back; the game was called off</source>
        <translation>un giocatore ha lasciato la partita e non è tornato; la partita è stata sospesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you left the game and did not come back; {other} called the game off</source>
        <translation>hai lasciato la partita e non sei tornato; {other} ha sospeso la partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; you called the game off</source>
        <translation>{player} ha lasciato la partita e non è tornato; hai sospeso la partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; {other} called the game off</source>
        <translation>{player} ha lasciato la partita e non è tornato; {other} ha sospeso la partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you did not make a first move in time; the game was aborted</source>
        <translation>non hai fatto la prima mossa in tempo; la partita è stata annullata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} did not make a first move in time; the game was aborted</source>
        <translation>{player} non ha fatto la prima mossa in tempo; la partita è stata annullata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was aborted before the second move</source>
        <translation>la partita è stata annullata prima della seconda mossa</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You win</source>
        <translation>Hai vinto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins</source>
        <translation>Vince {winner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You left the game and did not come back</source>
        <translation>Hai lasciato la partita e non sei tornato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{loser} left the game and did not come back</source>
        <translation>{loser} ha lasciato la partita e non è tornato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You left the game and did not come back: {winner} wins</source>
        <translation>Hai lasciato la partita e non sei tornato: vince {winner}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{loser} left the game and did not come back: you win</source>
        <translation>{loser} ha lasciato la partita e non è tornato: hai vinto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} left the game and did not come back: {winner} wins</source>
        <translation>{loser} ha lasciato la partita e non è tornato: vince {winner}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: {reason}</source>
        <translation>Nessun risultato: {reason}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{loser} resigned: {winner} wins</source>
        <translation>Abbandono ({loser}): vince {winner}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw, {south}–{north}</source>
        <translation>Patta, {south}–{north}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win {won}–{lost}</source>
        <translation>Hai vinto per {won}–{lost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins {won}–{lost}</source>
        <translation>{player}: vittoria per {won}–{lost}</translation>
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
        <translation>{move} è la mossa migliore: la partita resta più o meno in parità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds ahead.</source>
        <translation>{move} è la mossa migliore: sarai avanti di circa {seeds} semi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds behind.</source>
        <translation>{move} è la mossa migliore: sarai indietro di circa {seeds} semi.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over: start a new game from the Game menu.</source>
        <translation>La partita è finita: iniziane una nuova dal menu Partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is empty: play a house with seeds in it.</source>
        <translation>{house} è vuota: gioca una casa con dei semi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{house} gives {opponent} no seeds: {opponent} has none left, so you must play a house whose seeds reach their side.</source>
        <translation>{house} non dà semi a {opponent}: {opponent} non ne ha più, quindi devi giocare una casa i cui semi arrivino dalla sua parte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{house} would capture every seed on {opponent}&apos;s side (a grand slam), which these rules forbid while another move exists.</source>
        <translation>{house} catturerebbe tutti i semi dalla parte di {opponent} (un grande slam), che queste regole vietano finché esiste un&apos;altra mossa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{house} is not one of your houses: play one of {houses}.</source>
        <translation>{house} non è una delle tue case: gioca una tra {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is not {player}&apos;s house: {player} plays {houses}.</source>
        <translation>{house} non è una casa di {player}: {player} gioca {houses}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Aspetta la mossa del computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{house} cannot be played now.</source>
        <translation>{house} non si può giocare ora.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-47"/>
        <source>{side} · houses {houses} · rating {rating}</source>
        <translation>{side} · case {houses} · punteggio {rating}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/online_menu.py" line="+69"/>
        <source>Play On&amp;line…</source>
        <extracomment>The shortcut of &quot;Play Online…&quot; (New Game is Ctrl+N). The game in progress noted for the next start, and the way back to it. The offers to the player, on a notice over the board. The notice of the player&apos;s tournament game, when one comes to the board.</extracomment>
        <translation>Gioca &amp;online…</translation>
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
        <translation>Il messaggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The message&apos;s details</source>
        <translation>I dettagli del messaggio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this message</source>
        <translation>Chiudi questo messaggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer yes</source>
        <translation>Rispondi sì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer no</source>
        <translation>Rispondi no</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game first</source>
        <translation>Salva prima la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on without saving these moves</source>
        <translation>Continua senza salvare queste mosse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the game (Esc)</source>
        <translation>Torna alla partita (Esc)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/move_list.py" line="+107"/>
        <source>Click to see the board after this move</source>
        <extracomment>Follows a move that has a comment (the comment is in the move&apos;s tooltip).</extracomment>
        <translation>Fai clic per vedere il tavoliere dopo questa mossa</translation>
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
        <translation>sta imparando il gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays for fun and slips now and then</source>
        <translation>gioca per divertimento e ogni tanto sbaglia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady club player</source>
        <translation>un solido giocatore di club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks eight moves ahead</source>
        <translation>calcola otto mosse in avanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thinks up to 2 s a move</source>
        <translation>riflette fino a 2 s per mossa</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays, who starts, and by which rules.</source>
        <translation>Chi gioca, chi inizia e con quali regole.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock:</source>
        <translation>Orologio:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How:</source>
        <translation>Come:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{level} — {description}</source>
        <translation>{level} — {description}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A friend on this screen</source>
        <translation>Un amico su questo schermo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person on another computer</source>
        <translation>Una persona su un altro computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the computer at one of five levels, or play a friend, taking turns at this screen.</source>
        <translation>Gioca contro il computer a uno dei cinque livelli, oppure contro un amico, a turno su questo schermo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or play a person on another computer, on this network or on a server.</source>
        <translation>Oppure gioca con una persona su un altro computer, su questa rete o su un server.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponent:</source>
        <translation>Avversario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match My Level: {level}</source>
        <translation>Al mio livello: {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the computer at the level nearest your rating</source>
        <translation>Gioca contro il computer al livello più vicino al tuo rating</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South (houses A–F)</source>
        <translation>Sud (case A–F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North (houses a–f)</source>
        <translation>Nord (case a–f)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South owns the houses A to F, North the houses a to f. Your side is drawn at the bottom of the board, whichever you choose.</source>
        <translation>Sud possiede le case da A a F, Nord quelle da a a f. La tua parte è disegnata in basso sul tavoliere, qualunque tu scelga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your side:</source>
        <translation>Il tuo campo:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By lot</source>
        <translation>A sorte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who makes the first move. By lot: drawn at random when the game starts.</source>
        <translation>Chi fa la prima mossa. A sorte: estratto a caso all&apos;inizio della partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who starts:</source>
        <translation>Chi inizia:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+58"/>
        <source>Captures nothing (Oware abapa)</source>
        <translation>Non cattura nulla (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played, but it captures nothing: the rule of the Oware Society.</source>
        <translation>La mossa si può giocare, ma non cattura nulla: è la regola della Oware Society.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forbidden (Italian rule)</source>
        <translation>Vietato (regola italiana)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played only when there is no other; it then captures nothing.</source>
        <translation>La mossa si può giocare solo se non ce n&apos;è un&apos;altra; in tal caso non cattura nulla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A grand slam is a move that would capture every seed on the opponent&apos;s side.</source>
        <translation>Il grand slam è una mossa che catturerebbe tutti i semi del campo avversario.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+6"/>
        <source>Grand slam:</source>
        <translation>Grand slam:</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+3"/>
        <source>Grand slam</source>
        <translation>Grande slam</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Must be fed (Oware abapa)</source>
        <translation>Va alimentato (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The opponent must play a move that gives it seeds; if no move can, the game ends.</source>
        <translation>L&apos;avversario deve giocare una mossa che gli dia dei semi; se nessuna mossa può farlo, la partita finisce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutti a casa: the game ends</source>
        <translation>Tutti a casa: la partita finisce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once; each player takes the seeds on their side.</source>
        <translation>La partita finisce subito; ogni giocatore prende i semi del proprio campo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Libertà al più forte: it passes</source>
        <translation>Libertà al più forte: passa il turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with no seeds passes; the other plays freely meanwhile.</source>
        <translation>Il giocatore senza semi passa; intanto l&apos;altro gioca liberamente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens when a player has no seeds left on their side.</source>
        <translation>Che cosa succede quando un giocatore non ha più semi nel proprio campo.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+1"/>
        <source>An empty side:</source>
        <translation>Campo vuoto:</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+2"/>
        <source>An empty side</source>
        <translation>Un lato vuoto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the game when a position repeats</source>
        <translation>Termina la partita se una posizione si ripete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the same position comes round again, the game ends and each player takes the seeds on their side. Without it, only an agreement ends an endless game.</source>
        <translation>Quando la stessa posizione si ripresenta, la partita finisce e ogni giocatore prende i semi del proprio campo. Senza questa regola, una partita infinita finisce solo di comune accordo.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+6"/>
        <source>Standard rules</source>
        <translation>Regole standard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the rules of Oware abapa.</source>
        <translation>Torna alle regole dell&apos;Oware abapa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+156"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with these choices (Enter)</source>
        <translation>Inizia una nuova partita con queste scelte (Invio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Chiudi e continua la partita in corso (Esc)</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Il computer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The standard rules of Oware abapa.</source>
        <translation>Le regole standard dell&apos;Oware abapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant rules (see the rules of Wari).</source>
        <translation>Varianti delle regole (vedi le regole del Wari).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case supplementari: South owns {south} houses and North {north} in this game of the match.</source>
        <translation>Case supplementari: in questa partita dell&apos;incontro Sud possiede {south} case e Nord {north}.</translation>
    </message>
</context>
<context>
    <name>OfferNotice</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_notice.py" line="+125"/>
        <source>Game offered</source>
        <extracomment>The gap between the notice and the board&apos;s edges (before text scaling). The widest the notice grows (before text scaling).</extracomment>
        <translation>Partita proposta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Accept</source>
        <translation>&amp;Accetta</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rifiuta</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Play the game offered: it starts on this board</source>
        <translation>Gioca la partita offerta: comincia su questa tavola</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say no to the game offered; the one who offered it is told</source>
        <translation>Rifiuta la partita offerta; chi l&apos;ha offerta viene avvisato</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>and %n more waiting</source>
        <translation>
            <numerusform>e %n altra in attesa</numerusform>
            <numerusform>e altre %n in attesa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not start</source>
        <translation>La partita non è potuta iniziare</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your tournament game</source>
        <translation>La tua partita di torneo</translation>
    </message>
</context>
<context>
    <name>OfferNotices</name>
    <message>
        <location line="+116"/>
        <source>Your Online Game</source>
        <extracomment>Whether the player&apos;s own online game is in progress on the board. Asks a yes/no question (tests replace it).</extracomment>
        <translation>La tua partita online</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game in progress goes on on the server without you, your clock running. Accept this offer all the same?</source>
        <translation>La tua partita in corso continua sul server senza di te, con il tuo orologio in marcia. Accettare comunque questa proposta?</translation>
    </message>
</context>
<context>
    <name>OfferWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_words.py" line="+33"/>
        <source>you play South (you move first)</source>
        <translation>giochi a Sud (muovi per primo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you play North</source>
        <translation>giochi a Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sides drawn by lot</source>
        <translation>lati sorteggiati</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>regole standard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>grand slam forbidden</source>
        <translation>grand slam vietato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no end by repetition</source>
        <translation>nessuna fine per ripetizione</translation>
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
        <translation>regole varianti: {options}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rematch offered by {player}</source>
        <translation>Rivincita proposta da {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge from {player}</source>
        <translation>Sfida da {player}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: you move first</source>
        <translation>Giochi a Sud: muovi per primo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North</source>
        <translation>Giochi a Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides drawn by lot</source>
        <translation>Lati sorteggiati</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player} offers a rematch: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} propone la rivincita: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} challenges you: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} ti sfida: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
</context>
<context>
    <name>OnlineAddress</name>
    <message>
        <location filename="../../wari_desktop/gui/online/credentials.py" line="+43"/>
        <source>type the server&apos;s address, such as club.example.org</source>
        <extracomment>The port ``wari-server`` listens on unless told otherwise. The keyring&apos;s service name for the tokens (the account is ``name@address``).</extracomment>
        <translation>scrivi l&apos;indirizzo del server, per esempio club.example.org</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the address starts with ws:// or wss://, or with the server&apos;s name</source>
        <translation>l&apos;indirizzo comincia con ws:// o wss://, o con il nome del server</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a server&apos;s address: type a name such as club.example.org, or an address such as 192.168.1.20</source>
        <translation>questo non è l&apos;indirizzo di un server: scrivi un nome come club.example.org, o un indirizzo come 192.168.1.20</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the port is a number from 1 to 65535</source>
        <translation>la porta è un numero da 1 a 65535</translation>
    </message>
</context>
<context>
    <name>OnlineConnection</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connection.py" line="+493"/>
        <source>Connection lost: reconnecting…</source>
        <extracomment>The code of a request refused because no connection is open (the server&apos;s are in ``protocol.ErrorCode``). The code of a request whose connection dropped before its answer. The key under which a frame, an event or an answer handed out keeps the monotonic time it came (the connection&apos;s own: no protocol field starts with &quot;_&quot;). Every frame the server sends of its own accord, whatever its kind. A ``lobby`` frame: open seeks, players online, games in progress. A ``game`` frame: a game that starts, or one watched or caught up on (the same game may come again, after a reconnection: the frame is its whole state). A game&apos;s event: the game&apos;s id and the event. A challenge to this player (its offer: id, by, clock, rated, rules, side). A challenge that is no longer open: its id and why. A challenge to this player answered from here (accepted or declined): its id. The ``ConnectionState`` changed (its value). The quiet banner&apos;s text (&quot;&quot; when there is nothing to say). The connection is open: the server&apos;s welcome. The connection could not be opened: why, in a sentence (``connect_errors``). Signed in (an ``Account``), or signed out. The token kept from before was not accepted: the player signs in again. Every request by name, with its fields as the protocol has them. A game on this network (joined), and a game hosted in this program: where.</extracomment>
        <translation>Connessione persa: mi ricollego…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting to the server…</source>
        <translation>Connessione al server…</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+22"/>
        <source>by resignation</source>
        <translation>per abbandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on time</source>
        <translation>per tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by agreement</source>
        <translation>di comune accordo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You claimed the game: {loser} left it and did not come back.</source>
        <translation>Hai rivendicato la partita: {loser} l&apos;ha lasciata e non è tornato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} claimed the game: you left it and did not come back in time.</source>
        <translation>{winner} ha rivendicato la partita: l&apos;hai lasciata e non sei tornato in tempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} claimed the game: {loser} left it and did not come back.</source>
        <translation>{winner} ha rivendicato la partita: {loser} l&apos;ha lasciata e non è tornato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game was aborted: no result.</source>
        <translation>La partita è stata annullata: nessun risultato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was called off: no result.</source>
        <translation>La partita è stata sospesa: nessun risultato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was aborted: a first move did not come in time.</source>
        <translation>La partita è stata annullata: una prima mossa non è arrivata in tempo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Both lose by forfeit: neither made a first move in time.</source>
        <translation>Perdono entrambi a forfait: nessuno ha fatto la prima mossa in tempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win by forfeit: {loser} made no first move in time.</source>
        <translation>Vinci a forfait: {loser} non ha fatto la prima mossa in tempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose by forfeit: you made no first move in time.</source>
        <translation>Perdi a forfait: non hai fatto la prima mossa in tempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins by forfeit: {loser} made no first move in time.</source>
        <translation>{winner} vince a forfait: {loser} non ha fatto la prima mossa in tempo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win</source>
        <translation>Hai vinto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins</source>
        <translation>Vince {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {before} → {after}</source>
        <translation>Il tuo punteggio: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>OnlineGamePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/online/game_panel.py" line="+54"/>
        <source>Resign</source>
        <extracomment>The longest chat line the server takes. The chat lines kept on show.</extracomment>
        <translation>Abbandona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give up this game: your opponent wins</source>
        <translation>Abbandona questa partita: vince il tuo avversario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer to End</source>
        <translation>Proponi di finire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer to end the game now, each taking the seeds on their side</source>
        <translation>Proponi di finire ora la partita, ognuno prende i semi dal proprio lato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the End</source>
        <translation>Accetta di finire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agree to end the game as your opponent offers</source>
        <translation>Accetta di finire la partita come propone il tuo avversario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on: refuse your opponent&apos;s offer</source>
        <translation>Continua: rifiuta la proposta del tuo avversario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abort</source>
        <translation>Annulla la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the game off before it counts (before the second move)</source>
        <translation>Annulla la partita prima che conti (prima della seconda mossa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Claim Win</source>
        <translation>Reclama la vittoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponent has not come back in time: win the game</source>
        <translation>Il tuo avversario non è tornato in tempo: vinci la partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Off</source>
        <translation>Sospendi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent has not come back in time: end the game without a result</source>
        <translation>Il tuo avversario non è tornato in tempo: chiudi la partita senza risultato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer your opponent another game, colours swapped</source>
        <translation>Proponi al tuo avversario un&apos;altra partita, a lati invertiti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say something</source>
        <translation>Scrivi qualcosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to your opponent (Enter sends it)</source>
        <translation>Scrivi qualcosa al tuo avversario (Invio lo manda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat line</source>
        <translation>Riga della chat</translation>
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
        <translation>Lascia la partita online</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your online game goes on without you, and your clock keeps running. Close anyway?</source>
        <translation>La tua partita online continua senza di te e il tuo orologio continua a scorrere. Chiudere comunque?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your online game goes on without you, and your clock keeps running. Leave it for another game?</source>
        <translation>La tua partita online continua senza di te e il tuo orologio continua a scorrere. Lasciarla per un&apos;altra partita?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game cannot be shown: {why}</source>
        <translation>Questa partita non si può mostrare: {why}</translation>
    </message>
    <message>
        <location line="+283"/>
        <source>Sent {move}: waiting for the server…</source>
        <translation>Inviata {move}: in attesa del server…</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>{name} declines to end the game.</source>
        <translation>{name} rifiuta di finire la partita.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The game&apos;s record could not be saved: {why}</source>
        <translation>Non è stato possibile salvare la partita: {why}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+8"/>
        <source>{name}: connection lost, {seconds} s to claim the game</source>
        <translation>{name}: connessione persa, {seconds} s per reclamare la partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has not come back: you may claim the win or call the game off</source>
        <translation>{name} non è tornato: puoi reclamare la vittoria o sospendere la partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has not come back</source>
        <translation>{name} non è tornato</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: {south} {south_seeds}, {north} {north_seeds}.</source>
        <translation>{name} propone di finire la partita, ogni lato prende i semi dalla propria parte: {south} {south_seeds}, {north} {north_seeds}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You offered to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>Hai proposto di finire la partita, ogni lato prende i semi dalla propria parte: avresti {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>{name} propone di finire la partita, ogni lato prende i semi dalla propria parte: avresti {mine}, {name} {theirs}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/online_game.py" line="+94"/>
        <source>The server did not take your move: {why}</source>
        <translation>Il server non ha accettato la tua mossa: {why}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Vuoi davvero abbandonare questa partita?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Rematch offered to {name}.</source>
        <translation>Rivincita proposta a {name}.</translation>
    </message>
</context>
<context>
    <name>OnlineRefusals</name>
    <message>
        <location filename="../../wari_desktop/gui/online/refusals.py" line="+18"/>
        <source>Wrong name or password.</source>
        <translation>Nome o password sbagliati.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name is taken on this server: choose another.</source>
        <translation>Questo nome è già preso su questo server: scegline un altro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server takes new players by invitation only.</source>
        <translation>Questo server accetta nuovi giocatori solo su invito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This account has been disabled by the server&apos;s admin.</source>
        <translation>Questo account è stato disattivato dall&apos;amministratore del server.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many failed sign-ins: wait a little and try again.</source>
        <translation>Troppi accessi falliti: aspetta un po&apos; e riprova.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guests play casual games only: sign up to play rated games.</source>
        <translation>Gli ospiti giocano solo partite amichevoli: registrati per giocare partite valutate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seek, challenge or game is no longer there.</source>
        <translation>Quella proposta, sfida o partita non c&apos;è più.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full: try again later.</source>
        <translation>Il server è pieno: riprova più tardi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server speaks another version of the protocol: one of you needs an update.</source>
        <translation>Questo server parla un&apos;altra versione del protocollo: uno dei due va aggiornato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not connected to a server.</source>
        <translation>Non collegato a un server.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection dropped before the server answered: try again.</source>
        <translation>La connessione è caduta prima della risposta del server: riprova.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The server refused.</source>
        <translation>Il server ha rifiutato.</translation>
    </message>
</context>
<context>
    <name>OrganiserMenu</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="+66"/>
        <source>&amp;Start Now</source>
        <extracomment>Ask the organiser (tests replace them): a choice among items, a reason.</extracomment>
        <translation>&amp;Inizia ora</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>&amp;Pause</source>
        <translation>&amp;Sospendi</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+14"/>
        <source>Close &amp;Registration</source>
        <translation>Chiudi le &amp;iscrizioni</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Correct Result…</source>
        <translation>&amp;Correggi il risultato…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw a Player…</source>
        <translation>&amp;Ritira un giocatore…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Registration</source>
        <translation>Apri le &amp;iscrizioni</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Started: the first round is paired.</source>
        <translation>Iniziato: il primo turno è abbinato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resumed.</source>
        <translation>Ripreso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: no new round is paired until you resume.</source>
        <translation>Sospeso: nessun nuovo turno viene abbinato finché non riprendi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The registration is closed.</source>
        <translation>Le iscrizioni sono chiuse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The registration is open.</source>
        <translation>Le iscrizioni sono aperte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a game on the Pairings tab first.</source>
        <translation>Scegli prima una partita nella scheda Abbinamenti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct Result</source>
        <translation>Correggi il risultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}, board {board}: {south} – {north}</source>
        <translation>Turno {round}, scacchiera {board}: {south} – {north}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>Why (kept in the tournament&apos;s log):</source>
        <translation>Perché (resta nel registro del torneo):</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The result is corrected.</source>
        <translation>Il risultato è corretto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Withdraw a Player</source>
        <translation>Ritira un giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player to withdraw:</source>
        <translation>Il giocatore da ritirare:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is withdrawn: not paired again.</source>
        <translation>{name} è ritirato: non viene più abbinato.</translation>
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
        <translation>Giocatore: {name}</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Tournaments entered</source>
        <translation>Tornei disputati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ended</source>
        <translation>Finita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review Game</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the chosen game on the board to review it</source>
        <translation>Apri la partita scelta sulla scacchiera per rivederla</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Latest games</source>
        <translation>Ultime partite</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Non è stato possibile leggere la risposta del server.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{won} won · {drawn} drawn · {lost} lost</source>
        <translation>{won} vinte · {drawn} patte · {lost} perse</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} ({stage})</source>
        <translation>{name} ({stage})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournaments: {events}</source>
        <translation>Tornei: {events}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} · playing now</source>
        <translation>{name} · sta giocando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} · online</source>
        <translation>{name} · collegato</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A guest: no rating, casual games only.</source>
        <translation>Un ospite: nessun rating, solo partite amichevoli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating {rating}? ± {deviation} (provisional) · rated games: {games}</source>
        <translation>Rating {rating}? ± {deviation} (provvisorio) · partite valutate: {games}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rating {rating} ± {deviation} · rated games: {games}</source>
        <translation>Rating {rating} ± {deviation} · partite valutate: {games}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drawn</source>
        <translation>patta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no result</source>
        <translation>nessun risultato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>valutata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amichevole</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no player {name} on this server.</source>
        <translation>Su questo server non c’è nessun giocatore {name}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a game in the list first.</source>
        <translation>Scegli prima una partita nella lista.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game could not be kept: {reason}</source>
        <translation>Non è stato possibile salvare la partita: {reason}</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../wari_desktop/gui/study/position_editor.py" line="+62"/>
        <location line="+37"/>
        <source>Set Up Position</source>
        <extracomment>The lines of text kept for the message under the board: its longest English text at the editor&apos;s least width (the famine explanation) takes two.</extracomment>
        <translation>Imposta posizione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a house or a store to add a seed, right-click to take one away, or turn the wheel. Drag from one pit to another to move a seed; with Shift, a click adds or removes 5 and a drag moves them all. Keys: the arrows, + and -, a number.</source>
        <translation>Clicca una casa o un granaio per aggiungere un seme, clic destro per toglierne uno, o gira la rotellina. Trascina da una buca all&apos;altra per spostare un seme; con Maiusc un clic aggiunge o toglie 5 e un trascinamento li sposta tutti. Tasti: le frecce, + e -, un numero.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{side} to move</source>
        <translation>Muove {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays the first move from this position</source>
        <translation>Chi gioca la prima mossa da questa posizione</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>To move:</source>
        <translation>Di turno:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand slam:</source>
        <translation>Grand slam:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty side:</source>
        <translation>Campo vuoto:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The position as a FEN: the 12 houses A to f, South&apos;s store, North&apos;s store, and S or N for the player to move. Type one and press Enter to set it up.</source>
        <translation>La posizione in FEN: le 12 case da A a f, il granaio di Sud, quello di Nord, e S o N per chi muove. Scrivine una e premi Invio per impostarla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy FEN</source>
        <translation>Copia FEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste FEN</source>
        <translation>Incolla FEN</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Empty Board</source>
        <translation>Svuota il tavoliere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening Position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put the position&apos;s FEN on the clipboard</source>
        <translation>Copia il FEN della posizione negli appunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the FEN on the clipboard</source>
        <translation>Prepara la posizione del FEN negli appunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take every seed off the board</source>
        <translation>Togli tutti i semi dal tavoliere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put 4 seeds in each house and empty the stores</source>
        <translation>Metti 4 semi in ogni casa e svuota i granai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Chiudi e continua la partita in corso (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a game from this position (Enter)</source>
        <translation>Inizia una partita da questa posizione (Invio)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This is not a position Wari can set up: {problem}</source>
        <translation>Questa non è una posizione che Wari possa impostare: {problem}</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Seeds: {total} of 48; %n missing. Add them to play.</source>
        <translation>
            <numerusform>Semi: {total} su 48; ne manca %n. Aggiungilo per giocare.</numerusform>
            <numerusform>Semi: {total} su 48; ne mancano %n. Aggiungili per giocare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Seeds: {total} of 48; %n too many. Take them away to play.</source>
        <translation>
            <numerusform>Semi: {total} su 48; %n di troppo. Toglilo per giocare.</numerusform>
            <numerusform>Semi: {total} su 48; %n di troppo. Toglili per giocare.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules cannot continue from here: the game would be over at once ({reason}), {south}–{north}.</source>
        <translation>Le regole non possono proseguire da qui: la partita finirebbe subito ({reason}), {south}–{north}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All 48 seeds are there. {player} has no seeds and passes, so {mover} moves first.</source>
        <translation>Ci sono tutti i 48 semi. {player} non ha semi e passa, quindi muove prima {mover}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All 48 seeds are there; {player} to move. Press Play to start.</source>
        <translation>Ci sono tutti i 48 semi; tocca a {player}. Premi Gioca per iniziare.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzle_texts.py" line="+20"/>
        <source>Chain capture</source>
        <extracomment>The translation context of the texts built outside the window class.</extracomment>
        <translation>Cattura a catena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>Cattura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Famine</source>
        <translation>Carestia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand slam</source>
        <translation>Grand slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet move</source>
        <translation>Mossa tranquilla</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last seed starts a chain: house after house is taken.</source>
        <translation>L&apos;ultimo seme dà il via a una catena: una casa dopo l&apos;altra viene catturata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The capture is the move that counts here.</source>
        <translation>Qui conta la mossa che cattura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent is left with nothing to play: a famine, and the seeds left are yours.</source>
        <translation>Al tuo avversario non resta nulla da giocare: è carestia, e i semi rimasti sono tuoi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mind the grand slam: a move that would take every seed on the other side takes nothing.</source>
        <translation>Attenzione al grand slam: una mossa che prenderebbe tutti i semi dell&apos;altro campo non prende nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other move lets the ending slip.</source>
        <translation>Qualsiasi altra mossa lascia sfuggire il finale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No capture yet: the move prepares what the others cannot.</source>
        <translation>Ancora nessuna cattura: la mossa prepara ciò che le altre non possono.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play {move}: a grand slam, so it captures nothing.</source>
        <translation>Giochi {move}: un grand slam, quindi non cattura nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move} and capture {seeds} from {houses}.</source>
        <translation>Giochi {move} e catturi {seeds} da {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move}.</source>
        <translation>Giochi {move}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}: a grand slam, so it captures nothing.</source>
        <translation>{side} gioca {move}: un grand slam, quindi non cattura nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move} and captures {seeds} from {houses}.</source>
        <translation>{side} gioca {move} e cattura {seeds} da {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}.</source>
        <translation>{side} gioca {move}.</translation>
    </message>
</context>
<context>
    <name>PuzzlesController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_control.py" line="+27"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problemi…</translation>
    </message>
</context>
<context>
    <name>PuzzlesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzles_window.py" line="+61"/>
        <location line="+238"/>
        <source>Puzzles</source>
        <extracomment>Lines kept under the board for the verdict and the proof (the board never moves).</extracomment>
        <translation>Problemi</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>The puzzles could not be loaded: {error}</source>
        <translation>Impossibile caricare i problemi: {error}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your puzzle progress file was damaged; what could be read of it was kept.</source>
        <translation>Il file dei tuoi progressi nei problemi era danneggiato; quanto si è potuto leggere è stato conservato.</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+154"/>
        <source>Puzzle of the day</source>
        <translation>Problema del giorno</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Puzzles of this grade</source>
        <translation>Problemi di questa difficoltà</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tick marks the puzzles you have solved. Choose one to show it.</source>
        <translation>Un segno di spunta indica i problemi che hai risolto. Scegline uno per mostrarlo.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Try Again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show Answer</source>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Puzzle</source>
        <translation>Problema successivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put the puzzle&apos;s board back and answer again</source>
        <translation>Rimetti il tavoliere del problema e rispondi di nuovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the winning move</source>
        <translation>Gioca la mossa vincente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on to the next unsolved puzzle of this grade</source>
        <translation>Passa al prossimo problema non risolto di questa difficoltà</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the puzzles (Esc)</source>
        <translation>Chiudi i problemi (Esc)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{mark}{number}. {theme}</source>
        <translation>{mark}{number}. {theme}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{solved} of {total} solved</source>
        <translation>Risolti: {solved} su {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak: {streak}   Best streak: {best}</source>
        <translation>Serie: {streak}   Serie migliore: {best}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{grade}
{done} of {total}</source>
        <translation>{grade}
{done} di {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle of the day
(none)</source>
        <translation>Problema del giorno
(nessuno)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>★ Puzzle of the day · {grade}{solved}
{day}</source>
        <translation>★ Problema del giorno · {grade}{solved}
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
        <translation>Problema {number} di {total} ({grade})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} to move. One move wins, and only one: find it.</source>
        <translation>Tocca a {player}. Una mossa vince, e una sola: trovala.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There are no puzzles.</source>
        <translation>Nessun problema da mostrare.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Fai clic sulla casa che giocheresti, o digita la sua lettera.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>That move cannot be played.</source>
        <translation>Questa mossa non si può giocare.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sowing…</source>
        <translation>Semina in corso…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The answer: {move}.</source>
        <translation>La soluzione: {move}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right! {move} wins.</source>
        <translation>Giusto! {move} vince.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The winning line: {line}</source>
        <translation>La linea vincente: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over: South {south}, North {north}.</source>
        <translation>La partita è finita: Sud {south}, Nord {north}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With best play from here you lose by {seeds} seeds.</source>
        <translation>Con il gioco migliore da qui perdi di {seeds} semi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With best play from here the game is only drawn.</source>
        <translation>Con il gioco migliore da qui la partita è solo patta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search sees you lose the game by force after this move, by {seeds} seeds.</source>
        <translation>La ricerca vede che dopo questa mossa perdi la partita in modo forzato, di {seeds} semi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winning move wins the game by force; the search sees that this one does not.</source>
        <translation>La mossa vincente vince la partita in modo forzato; la ricerca vede che questa no.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search rates this move {seeds} seeds worse than the winning one.</source>
        <translation>La ricerca valuta questa mossa {seeds} semi peggiore di quella vincente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this one.</source>
        <translation>Non è questa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Proven by the endgame table: with best play you gain {value} of the {seeds} seeds on the board, and every other move fails to win.</source>
        <translation>{theme}. Dimostrato dalla tabella dei finali: con il gioco migliore guadagni {value} dei {seeds} semi sul tavoliere, e nessun&apos;altra mossa vince.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): it wins the game by force, by {seeds} seeds; no other move is seen to win.</source>
        <translation>{theme}. Giudicato da una ricerca a {depth} semimosse (una prova forte, non una dimostrazione): vince la partita in modo forzato, di {seeds} semi; nessun&apos;altra mossa risulta vincente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): at least {margin} seeds better than any other move.</source>
        <translation>{theme}. Giudicato da una ricerca a {depth} semimosse (una prova forte, non una dimostrazione): almeno {margin} semi meglio di ogni altra mossa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>di turno</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_chart.py" line="+87"/>
        <source>Rating chart</source>
        <extracomment>Steps of the axes&apos; marks: a rating step and a game step are the first that leave at most this many marks. The level whose rating is only a lower bound (it won every game against the next). Games above which the dots are left out (the line alone reads better).</extracomment>
        <translation>Grafico del rating</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>Il tuo rating partita dopo partita, su {count} partite valutate: da {start} a {now}; massimo {best}, minimo {worst}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a game against the computer to get a rating</source>
        <translation>Gioca una partita contro il computer per avere un rating</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>won against {level}</source>
        <translation>vinta contro {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>patta con {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>persa contro {level}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game {number}, {date}: {result}
Rating after it: {rating}</source>
        <translation>Partita {number}, {date}: {result}
Rating dopo la partita: {rating}</translation>
    </message>
</context>
<context>
    <name>RatingController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rating_control.py" line="+59"/>
        <source>&amp;Your Rating…</source>
        <extracomment>The tag listing the levels the computer played at in this game (space-separated, weakest first): the game is rated against the first.</extracomment>
        <translation>Il tuo r&amp;ating…</translation>
    </message>
</context>
<context>
    <name>RatingDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_dialog.py" line="+53"/>
        <source>Your Rating</source>
        <translation>Il tuo rating</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your rating</source>
        <translation>Il tuo rating</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Assisted games (hints, a move taken back, the analysis) are counted in the table but do not change your rating. A game in which you changed the level counts as a game against the weakest level you played.</source>
        <translation>Le partite assistite (suggerimenti, una mossa annullata, l&apos;analisi) sono contate nella tabella ma non cambiano il tuo rating. Una partita in cui hai cambiato livello conta come una partita contro il livello più debole che hai affrontato.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Chiudi questa pagina (Esc)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {rating}</source>
        <translation>Il tuo rating: {rating}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated yet</source>
        <translation>Senza rating</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating starts at {rating} and settles as you play.</source>
        <translation>Il tuo rating parte da {rating} e si assesta man mano che giochi.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MATCH MY LEVEL</source>
        <translation>AL MIO LIVELLO</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match my level: {level}</source>
        <translation>Al mio livello: {level}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Very likely between {low} and {high}.</source>
        <translation>Molto probabilmente tra {low} e {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>won against {level}</source>
        <translation>vinta contro {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>patta con {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>persa contro {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rated games: {count}. Last game: {change} ({result}).</source>
        <translation>Partite valutate: {count}. Ultima partita: {change} ({result}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A first guess: the level rated nearest {rating}, where every new rating starts.</source>
        <translation>Una prima stima: il livello con il rating più vicino a {rating}, da cui parte ogni nuovo rating.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level rated nearest to you ({rating}): expect close games.</source>
        <translation>Il livello con il rating più vicino al tuo ({rating}): aspettati partite combattute.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your rating file could not be read ({error}). Games you play now may not be saved.</source>
        <translation>Impossibile leggere il file del tuo rating ({error}). Le partite che giochi ora potrebbero non essere salvate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was too large to read; your rating starts afresh.</source>
        <translation>Il file del tuo rating era troppo grande da leggere; il tuo rating riparte da capo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was damaged. Games read and kept: {kept}. Games left out (unreadable): {dropped}.</source>
        <translation>Il file del tuo rating era danneggiato. Partite lette e conservate: {kept}. Partite escluse (illeggibili): {dropped}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating was taken from the last game kept.</source>
        <translation>Il tuo rating è stato preso dall&apos;ultima partita conservata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating starts afresh.</source>
        <translation>Il tuo rating riparte da capo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file is kept as {file}.</source>
        <translation>Il file danneggiato è conservato come {file}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation>Patte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assisted</source>
        <translation>Assistite</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A lower bound: this level won every game against the level below it.</source>
        <translation>Un limite inferiore: questo livello ha vinto tutte le partite contro il livello inferiore.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your record by level</source>
        <translation>I tuoi risultati per livello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per level: its rating, and your games against it won, drawn, lost and assisted.</source>
        <translation>Una riga per livello: il suo rating e le tue partite contro di esso vinte, patte, perse e assistite.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_words.py" line="+39"/>
        <source>A new rating is provisional: it moves a lot in its first games, then settles as you play.</source>
        <extracomment>Above this deviation a rating is still provisional (two deviations are 220 points).</extracomment>
        <translation>Un rating nuovo è provvisorio: si sposta molto nelle prime partite, poi si assesta man mano che giochi.</translation>
    </message>
</context>
<context>
    <name>RecordDetails</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/record_details.py" line="+44"/>
        <location line="+3"/>
        <source>Record Details</source>
        <extracomment>The tags edited here, in the order of the OGN roster. How the OGN roster writes an unknown value.</extracomment>
        <translation>Dettagli della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the game&apos;s file when it is saved.</source>
        <translation>Scritti nel file della partita quando viene salvata.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>Luogo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Turno:</translation>
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
        <translation>Il torneo o l&apos;occasione della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played</source>
        <translation>Dove si è giocata la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played, as year.month.day</source>
        <translation>Quando si è giocata la partita, come anno.mese.giorno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round of the tournament</source>
        <translation>Il turno del torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of South&apos;s player</source>
        <translation>Il nome del giocatore di Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of North&apos;s player</source>
        <translation>Il nome del giocatore di Nord</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.GG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Oggi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put today&apos;s date in</source>
        <translation>Inserisci la data di oggi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The result is written from the game itself.</source>
        <translation>Il risultato viene scritto dalla partita stessa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Risultato:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these details (Enter)</source>
        <translation>Conserva questi dettagli (Invio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without changing the details (Esc)</source>
        <translation>Chiudi senza cambiare i dettagli (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>* (the game is not over)</source>
        <translation>* (la partita non è finita)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{score} (a draw)</source>
        <translation>{score} (patta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{score} ({side} wins)</source>
        <translation>{score} (vince {side})</translation>
    </message>
</context>
<context>
    <name>RemoteChoice</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/remote_choice.py" line="+32"/>
        <source>Host a game on this network</source>
        <extracomment>host a game on this network (this computer referees it) join a game hosted on this network a game on a server, from its lobby</extracomment>
        <translation>Ospita una partita su questa rete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer holds the game; the other player joins it with the address and the short code it shows. Your side, the rules and the clock are yours to choose.</source>
        <translation>Questo computer tiene la partita; l’altro giocatore vi accede con l’indirizzo e il breve codice che mostra. Il tuo lato, le regole e l’orologio li scegli tu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join a game on this network</source>
        <translation>Unisciti a una partita su questa rete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game hosted on another computer of this network: choose it in the list of games nearby, or type its address and code.</source>
        <translation>Gioca una partita ospitata su un altro computer di questa rete: sceglila nell’elenco delle partite vicine, o scrivi il suo indirizzo e il suo codice.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on a server</source>
        <translation>Gioca su un server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in to a Wari server by its address, then choose an opponent in its lobby (rated or casual games, players from anywhere).</source>
        <translation>Accedi a un server Wari con il suo indirizzo, poi scegli un avversario nella sua sala (partite valutate o amichevoli, giocatori da ovunque).</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_control.py" line="+51"/>
        <source>&amp;Review Game…</source>
        <translation>Ana&amp;lizza la partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review This Game</source>
        <translation>Analizza questa partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine goes through every move and shows where the game was won and lost</source>
        <translation>Il motore esamina ogni mossa e mostra dove la partita è stata vinta e persa</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_window.py" line="+57"/>
        <location line="+7"/>
        <source>Game review</source>
        <extracomment>Rows of the move list filled in one turn of the event loop.</extracomment>
        <translation>Analisi della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each move is compared with the engine&apos;s best move in the same position. A move that loses at least {inaccuracy} seed is an inaccuracy, {mistake} seeds a mistake, {blunder} seeds a blunder.</source>
        <translation>Ogni mossa è confrontata con la mossa migliore del motore nella stessa posizione. Una mossa che perde almeno {inaccuracy} seme è un&apos;imprecisione, {mistake} semi un errore, {blunder} semi un grave errore.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the review</source>
        <translation>Ferma l&apos;analisi</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judgement</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seeds lost</source>
        <translation>Semi persi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Better</source>
        <translation>Meglio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best line</source>
        <translation>Linea migliore</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Judged moves</source>
        <translation>Mosse giudicate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per judged move: the move, the judgement, the seeds it lost, the better move and the best line. Click a row to see the board there.</source>
        <translation>Una riga per mossa giudicata: la mossa, il giudizio, i semi persi, la mossa migliore e la linea migliore. Fai clic su una riga per vedere lì il tavoliere.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s level when you play on from here</source>
        <translation>Il livello del computer quando continui a giocare da qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from Here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from the position shown, against the computer at the level chosen</source>
        <translation>Continua a giocare dalla posizione mostrata, contro il computer al livello scelto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep in the Record</source>
        <translation>Conserva nella registrazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the review with the game, as comments other Oware programs can read</source>
        <translation>Salva l&apos;analisi con la partita, come commenti che altri programmi di Oware sanno leggere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the review (Esc)</source>
        <translation>Chiudi l&apos;analisi della partita (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reviewing: position {done} of {total}</source>
        <translation>Analisi: posizione {done} di {total}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Review cancelled</source>
        <translation>Analisi annullata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game review · depth {depth}</source>
        <translation>Analisi della partita · profondità {depth}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Inaccuracy</source>
        <translation>Imprecisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Errore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Grave errore</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} ({side})</source>
        <translation>{name} ({side})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Inaccuracies: {inaccuracies} · Mistakes: {mistakes} · Blunders: {blunders}&lt;br&gt;Average loss: {average} seeds a move</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Imprecisioni: {inaccuracies} · Errori: {mistakes} · Gravi errori: {blunders}&lt;br&gt;Perdita media: {average} semi a mossa</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Play from Here (after move {n}, {side})</source>
        <translation>Gioca da qui (dopo la mossa {n}, {side})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the Start</source>
        <translation>Gioca dall&apos;inizio</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rules_window.py" line="+64"/>
        <location line="+13"/>
        <source>Rules of Wari</source>
        <translation>Regole del Wari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules, section by section, with example boards; the arrow keys and Page Up and Page Down scroll.</source>
        <translation>Le regole, sezione per sezione, con tavolieri d&apos;esempio; le frecce e Pag su e Pag giù scorrono la pagina.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the rules (Esc)</source>
        <translation>Chiudi le regole (Esc)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The rules of Wari</source>
        <translation>Le regole del Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wari, also called Oware, Awalé or Ayo, is played all over West Africa and the Caribbean. Two players sow seeds round a board of twelve houses and capture them from each other. These are the international rules of the Oware Society, known as &lt;i&gt;Oware abapa&lt;/i&gt;.</source>
        <translation>Il Wari, detto anche Oware, Awalé o Ayo, si gioca in tutta l&apos;Africa occidentale e nei Caraibi. Due giocatori seminano semi attorno a un tavoliere di dodici case e se li catturano a vicenda. Queste sono le regole internazionali della Oware Society, note come &lt;i&gt;Oware abapa&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The board</source>
        <translation>Il tavoliere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player owns the six houses in front of them: &lt;b&gt;South&lt;/b&gt;, at the bottom, owns &lt;b&gt;A&lt;/b&gt; to &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;North&lt;/b&gt;, at the top, owns &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;f&lt;/b&gt;. The large store at each player&apos;s right keeps the seeds they capture.</source>
        <translation>Ogni giocatore possiede le sei case davanti a sé: &lt;b&gt;Sud&lt;/b&gt;, in basso, possiede le case da &lt;b&gt;A&lt;/b&gt; a &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;Nord&lt;/b&gt;, in alto, quelle da &lt;b&gt;a&lt;/b&gt; a &lt;b&gt;f&lt;/b&gt;. Il granaio alla destra di ciascun giocatore custodisce i semi che cattura.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game begins with 4 seeds in every house, 48 in all. The players take turns; who moves first is chosen before the game, or drawn by lot.</source>
        <translation>La partita inizia con 4 semi in ogni casa, 48 in tutto. I giocatori muovono a turno; chi muove per primo si sceglie prima della partita, oppure si estrae a sorte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start: 4 seeds in each house, the stores empty. South&apos;s store is on the right, North&apos;s on the left.</source>
        <translation>L&apos;inizio: 4 semi in ogni casa, i granai vuoti. Il granaio di Sud è a destra, quello di Nord a sinistra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sowing</source>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, choose one of your houses that holds seeds and take them all. Sow them one by one into the following houses, &lt;b&gt;counter-clockwise&lt;/b&gt;: rightwards along your row, then leftwards along your opponent&apos;s. Seeds land on both sides of the board.</source>
        <translation>Al tuo turno scegli una delle tue case che contiene semi e prendili tutti. Seminali uno alla volta nelle case successive, in senso &lt;b&gt;antiorario&lt;/b&gt;: verso destra lungo la tua fila, poi verso sinistra lungo quella dell&apos;avversario. I semi cadono su entrambi i lati del tavoliere.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: its 4 seeds go into F, a, b and c.</source>
        <translation>Sud gioca &lt;b&gt;E&lt;/b&gt;: i suoi 4 semi vanno in F, a, b e c.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A house with 12 seeds or more takes the sowing right round the board. The house you started from is &lt;b&gt;skipped&lt;/b&gt; on every lap, so it is always empty after your move.</source>
        <translation>Una casa con 12 semi o più porta la semina a fare il giro completo del tavoliere. La casa da cui sei partito viene &lt;b&gt;saltata&lt;/b&gt; a ogni giro, quindi dopo la tua mossa è sempre vuota.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;E&lt;/b&gt; holds 14 seeds: the sowing goes all the way round, passes over E and ends in b.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; contiene 14 semi: la semina fa tutto il giro, salta E e finisce in b.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capturing</source>
        <translation>La cattura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If your last seed lands in one of your &lt;b&gt;opponent&apos;s&lt;/b&gt; houses and brings it to &lt;b&gt;2 or 3&lt;/b&gt; seeds, you capture them. Then look at the house before it: if it is also your opponent&apos;s and holds 2 or 3, you capture it too, and so on backwards. The chain stops at the first house that holds another number, or that is on your own side. Captured seeds go to your store.</source>
        <translation>Se il tuo ultimo seme cade in una casa dell&apos;&lt;b&gt;avversario&lt;/b&gt; e la porta a &lt;b&gt;2 o 3&lt;/b&gt; semi, li catturi. Poi guarda la casa precedente: se è anch&apos;essa dell&apos;avversario e contiene 2 o 3 semi, catturi anche quelli, e così via all&apos;indietro. La catena si ferma alla prima casa che contiene un altro numero di semi o che si trova nel tuo campo. I semi catturati vanno nel tuo granaio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;. The last seed makes 2 in b, and a holds 3: South captures both, 5 seeds. F is South&apos;s own house, so the chain stops there.</source>
        <translation>Sud gioca &lt;b&gt;E&lt;/b&gt;. L&apos;ultimo seme porta b a 2, e a ne contiene 3: Sud le cattura entrambe, 5 semi. F è una casa di Sud, quindi la catena si ferma lì.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A move that would capture &lt;b&gt;every&lt;/b&gt; seed on your opponent&apos;s side is a &lt;b&gt;grand slam&lt;/b&gt;. You may play it, but it captures nothing: the seeds stay where they fell.</source>
        <translation>Una mossa che catturerebbe &lt;b&gt;tutti&lt;/b&gt; i semi del campo avversario è un &lt;b&gt;grand slam&lt;/b&gt;. Puoi giocarla, ma non cattura nulla: i semi restano dove sono caduti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: taking a, b and c would leave North with no seeds, so nothing is captured.</source>
        <translation>Sud gioca &lt;b&gt;E&lt;/b&gt;: prendere a, b e c lascerebbe Nord senza semi, quindi non si cattura nulla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feeding your opponent</source>
        <translation>Alimentare l&apos;avversario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never starve your opponent. If their side is empty, you must play a move that gives them at least one seed. If no move can, the game ends and you take the seeds left on your side.</source>
        <translation>Non affamare mai l&apos;avversario. Se il suo campo è vuoto, devi giocare una mossa che gli dia almeno un seme. Se nessuna mossa può farlo, la partita finisce e prendi i semi rimasti nel tuo campo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>North has no seeds. Only &lt;b&gt;E&lt;/b&gt; reaches North&apos;s side, so South must play E.</source>
        <translation>Nord non ha semi. Solo &lt;b&gt;E&lt;/b&gt; arriva nel campo di Nord, quindi Sud deve giocare E.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South is to move, but no move reaches North&apos;s side: the game ends. South adds the 5 seeds on their side to their store and wins 25 to 23.</source>
        <translation>Tocca a Sud, ma nessuna mossa arriva nel campo di Nord: la partita finisce. Sud aggiunge al suo granaio i 5 semi del proprio campo e vince 25 a 23.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever captures &lt;b&gt;25&lt;/b&gt; seeds or more wins; at &lt;b&gt;24–24&lt;/b&gt; the game is a draw.</source>
        <translation>Vince chi cattura &lt;b&gt;25&lt;/b&gt; semi o più; sul &lt;b&gt;24–24&lt;/b&gt; la partita è patta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Famine&lt;/b&gt;: when the player to move cannot feed an empty side, or has no seeds at all, the game ends.</source>
        <translation>&lt;b&gt;Carestia&lt;/b&gt;: quando il giocatore di turno non può alimentare un campo vuoto, o non ha più semi, la partita finisce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Repetition&lt;/b&gt;: when the same position comes round again (the same seeds in every house and the same player to move), the game ends.</source>
        <translation>&lt;b&gt;Ripetizione&lt;/b&gt;: quando si ripresenta la stessa posizione (gli stessi semi in ogni casa e lo stesso giocatore di turno), la partita finisce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Agreement&lt;/b&gt;: when no more captures can happen, the players may agree to stop.</source>
        <translation>&lt;b&gt;Accordo&lt;/b&gt;: quando non sono più possibili catture, i giocatori possono accordarsi per smettere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever the game ends before someone reaches 25, each player adds the seeds on their own side to their store. Whoever then has more seeds wins.</source>
        <translation>Ogni volta che la partita finisce prima che qualcuno arrivi a 25, ciascun giocatore aggiunge al proprio granaio i semi del proprio campo. Vince allora chi ha più semi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers these variants from Italian rule books. Without them you play the standard rules above.</source>
        <translation>La finestra Nuova partita offre queste varianti, tratte dai regolamenti italiani. Senza di esse si gioca con le regole standard descritte sopra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Grand slam forbidden&lt;/b&gt;: a grand slam may not be played unless you have no other move; then it captures nothing.</source>
        <translation>&lt;b&gt;Grand slam vietato&lt;/b&gt;: un grand slam si può giocare solo se non c&apos;è un&apos;altra mossa; in tal caso non cattura nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Tutti a casa&lt;/b&gt; (“everyone home”): as soon as a side is empty, the game ends, and each player takes the seeds on their side.</source>
        <translation>&lt;b&gt;Tutti a casa&lt;/b&gt;: appena un campo resta vuoto, la partita finisce e ogni giocatore prende i semi del proprio campo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Libertà al più forte&lt;/b&gt; (“freedom to the stronger”): a player whose side is empty passes, and the opponent plays freely, with no duty to feed, until seeds come back.</source>
        <translation>&lt;b&gt;Libertà al più forte&lt;/b&gt;: il giocatore con il campo vuoto passa, e l&apos;avversario gioca liberamente, senza obbligo di alimentarlo, finché i semi non tornano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;No end on repetition&lt;/b&gt;: a repeated position does not end the game; the players stop a never-ending game by agreement.</source>
        <translation>&lt;b&gt;Nessuna fine per ripetizione&lt;/b&gt;: una posizione ripetuta non termina la partita; i giocatori chiudono di comune accordo una partita senza fine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a match of several games, &lt;b&gt;Case supplementari&lt;/b&gt; (“extra houses”) carries the score over: after each game the players fill houses with the seeds they won, 4 to a house, starting from their own. A remainder of 3 fills one more house. The winner&apos;s extra houses on the opponent&apos;s row belong to them in the next game: with 32 seeds, 8 houses against 4.</source>
        <translation>In un incontro di più partite, con le &lt;b&gt;Case supplementari&lt;/b&gt; il punteggio passa alla partita successiva: dopo ogni partita i giocatori riempiono le case con i semi vinti, 4 per casa, cominciando dalle proprie. Un resto di 3 semi riempie una casa in più. Le case in più del vincitore nella fila avversaria gli appartengono nella partita seguente: con 32 semi, 8 case contro 4.</translation>
    </message>
</context>
<context>
    <name>ServerRatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="-178"/>
        <source>No rated games yet</source>
        <extracomment>The folder of games fetched from a server to review, under the data folder (apart from ``games``, the player&apos;s own).</extracomment>
        <translation>Ancora nessuna partita valutata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>Il rating partita dopo partita, su {count} partite valutate: da {start} a {now}; massimo {best}, minimo {worst}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game {number}, {date}
Rating after it: {rating}</source>
        <translation>Partita {number}, {date}
Rating dopo: {rating}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/settings_dialog.py" line="+49"/>
        <location line="+8"/>
        <source>Settings</source>
        <extracomment>Each language in its own words; these are never translated.</extracomment>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play sounds</source>
        <translation>Attiva i suoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The click of seeds dropping into the houses.</source>
        <translation>Il ticchettio dei semi che cadono nelle case.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How loud the seeds sound, from 0 to 100 percent (arrow keys change it).</source>
        <translation>Il volume del suono dei semi, da 0 a 100 per cento (le frecce lo cambiano).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound device was found on this computer: the game plays silently.</source>
        <translation>Su questo computer non è stato trovato alcun dispositivo audio: il gioco resta muto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Immediata (senza animazione)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How fast the seeds are sown on the board.</source>
        <translation>La velocità con cui i semi vengono seminati sul tavoliere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing speed:</source>
        <translation>Velocità di semina:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the number of seeds in each house</source>
        <translation>Mostra il numero di semi in ogni casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small numbers beside the houses and stores, so you need not count.</source>
        <translation>Piccoli numeri accanto alle case e ai granai, così non devi contare.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name in the games you save against the computer (the South or North tag). Left empty, the name this computer knows you by.</source>
        <translation>Il tuo nome nelle partite contro il computer che salvi (il tag South o North). Se vuoto, il nome con cui questo computer ti conosce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the computer&apos;s thinking</source>
        <translation>Mostra il ragionamento del computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the computer thinks, its card shows how deep it has looked and the move it prefers so far.</source>
        <translation>Mentre il computer pensa, la sua scheda mostra quanto in profondità ha guardato e la mossa che per ora preferisce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let the master think on your time</source>
        <translation>Lascia pensare il Maestro durante il tuo tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While you think about your move against the master, the computer thinks too, and answers stronger. It stops the moment you move.</source>
        <translation>Mentre pensi alla tua mossa contro il Maestro, anche il computer pensa, e risponde più forte. Si ferma appena muovi.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Endgame database: not there yet (the computer plays on without it).</source>
        <translation>Database dei finali: non ancora presente (il computer gioca senza).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame database: every position with up to {seeds} seeds on the board.</source>
        <translation>Database dei finali: ogni posizione con al massimo {seeds} semi sul tavoliere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A larger one ({seeds} seeds) is being built in the background: {percent}%.</source>
        <translation>Se ne sta costruendo uno più grande ({seeds} semi) in sottofondo: {percent}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A larger one ({seeds} seeds) is being built in the background.</source>
        <translation>Se ne sta costruendo uno più grande ({seeds} semi) in sottofondo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>System default</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The language of the game&apos;s windows and messages.</source>
        <translation>La lingua delle finestre e dei messaggi del gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new language is used as soon as you press OK: the window is shown again in it, with your game as it stands.</source>
        <translation>La nuova lingua si usa appena premi OK: la finestra si riapre in quella lingua, con la partita così com&apos;è.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Sowing speed</source>
        <translation>Velocità della semina</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings (Enter)</source>
        <translation>Mantieni queste impostazioni (Invio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing anything (Esc)</source>
        <translation>Chiudi senza cambiare nulla (Esc)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/shortcuts_dialog.py" line="+60"/>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+57"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Everything can be done from the keyboard. Alt and an underlined letter open a menu; Tab moves between the board, the move list and the buttons.</source>
        <translation>Tutto si può fare dalla tastiera. Alt e una lettera sottolineata aprono un menu; Tab passa dal tavoliere all&apos;elenco delle mosse e ai pulsanti.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a house of the side to move</source>
        <translation>Gioca una casa del lato che muove</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A to F (either case)</source>
        <translation>Da A a F (maiuscole o minuscole)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard ring between your houses</source>
        <translation>Sposta il riquadro della tastiera tra le tue case</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Sinistra, Destra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the ringed house</source>
        <translation>Gioca la casa nel riquadro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter or Space</source>
        <translation>Invio o Spazio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game from a past position</source>
        <translation>Torna alla partita da una posizione passata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window</source>
        <translation>Finestra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next or previous part of the window</source>
        <translation>Parte successiva o precedente della finestra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dialogs</source>
        <translation>Finestre di dialogo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Confirm, or close without changes</source>
        <translation>Conferma, o chiudi senza modifiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Esc</source>
        <translation>Invio, Esc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One row per command: where it applies, what it does and its keys.</source>
        <translation>Una riga per comando: dove vale, che cosa fa e i suoi tasti.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Chiudi questa pagina (Esc)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/side_panel.py" line="+128"/>
        <source>Moves</source>
        <extracomment>The panel&apos;s width in a large window, and at the least (a small window&apos;s board needs the room more than the panel does).</extracomment>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played, South&apos;s and North&apos;s side by side; the last move is highlighted. Click a move to see the board after it.</source>
        <translation>Le mosse giocate, quelle di Sud e di Nord affiancate; l&apos;ultima mossa è evidenziata. Fai clic su una mossa per vedere il tavoliere dopo di essa.</translation>
    </message>
</context>
<context>
    <name>SignInFlow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_flow.py" line="+133"/>
        <source>Connecting to the server…</source>
        <translation>Connessione al server…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Please sign in again.</source>
        <translation>Accedi di nuovo, per favore.</translation>
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
        <translation>L&apos;indirizzo del server, per esempio club.example.org o 192.168.1.20:7531</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name on the server: 3 to 20 letters, digits, _ or -</source>
        <translation>Il tuo nome sul server: da 3 a 20 lettere, cifre, _ o -</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your password on the server (it is never kept on this computer)</source>
        <translation>La tua password sul server (non viene mai conservata su questo computer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;In</source>
        <translation>&amp;Accedi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;Up</source>
        <translation>&amp;Registrati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new account on this server</source>
        <translation>Crea un nuovo account su questo server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play as a &amp;Guest</source>
        <translation>Gioca come &amp;ospite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play casual games without an account (no rating)</source>
        <translation>Gioca partite amichevoli senza account (senza rating)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign-in message</source>
        <translation>Messaggio di accesso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to come back</source>
        <extracomment>How long before the opponent may claim, when going back to a game.</extracomment>
        <translation>Tempo per tornare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Password:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Play on a server</source>
        <translation>Gioca su un server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in to a Wari server to play people there, with clocks and a rating. Your password is sent to the server only; this computer keeps the server&apos;s address, your name and, where the system has a keyring, a sign-in token.</source>
        <translation>Accedi a un server di Wari per giocare con le persone che ci sono, con orologi e un rating. La tua password va solo al server; questo computer conserva l&apos;indirizzo del server, il tuo nome e, dove il sistema ha un portachiavi, un gettone di accesso.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The server&apos;s address: {reason}</source>
        <translation>L&apos;indirizzo del server: {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A name has 3 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Un nome ha da 3 a 20 lettere, cifre, _ o -, e comincia con una lettera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A password has {low} to {high} characters.</source>
        <translation>Una password ha da {low} a {high} caratteri.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../wari_desktop/__main__.py" line="+118"/>
        <source>Wari is already running (process {pid}) but does not answer. Close it, or end that process, then start Wari again. Nothing was changed.</source>
        <translation>Wari è già in esecuzione (processo {pid}) ma non risponde. Chiudilo, o termina quel processo, poi avvia di nuovo Wari. Non è stato cambiato nulla.</translation>
    </message>
</context>
<context>
    <name>TermsForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/seek_form.py" line="+30"/>
        <source>&amp;Rated</source>
        <extracomment>The clock a new seek offers first (10 minutes each, 5 seconds a move).</extracomment>
        <translation>&amp;Valutata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated game</source>
        <translation>Partita valutata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A rated game changes both players&apos; ratings on the server; a casual one does not.</source>
        <translation>Una partita valutata cambia il rating dei due giocatori sul server; una amichevole no.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Side by lot</source>
        <translation>Lato a sorte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play South (first)</source>
        <translation>Gioco a Sud (per primo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play North</source>
        <translation>Gioco a Nord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your side</source>
        <translation>Il tuo lato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The side you play: South moves first; by lot, a coin decides when the game starts. The other player is told which side they would get.</source>
        <translation>Il lato con cui giochi: Sud muove per primo; a sorte, una moneta decide all&apos;inizio della partita. All&apos;altro giocatore viene detto quale lato avrebbe.</translation>
    </message>
</context>
<context>
    <name>TournamentForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_form.py" line="+48"/>
        <source>New Tournament</source>
        <extracomment>The tournament was made: its id.</extracomment>
        <translation>Nuovo torneo</translation>
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
        <translation>Valido per il punteggio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No maximum</source>
        <translation>Nessun massimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots may enter</source>
        <translation>I bot possono iscriversi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None: anyone may enter</source>
        <translation>Nessuno: chiunque può iscriversi</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a move</source>
        <translation>a mossa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formula:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rou&amp;nds (Swiss):</source>
        <translation>&amp;Turni (svizzero):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Length (arena):</source>
        <translation>&amp;Durata (arena):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Inizio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Maximum of players:</source>
        <translation>&amp;Massimo di giocatori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Codice d&apos;invito:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Orologio:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes each</source>
        <translation>Minuti a testa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds added a move</source>
        <translation>Secondi aggiunti a mossa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C&amp;reate</source>
        <translation>C&amp;rea</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Give the tournament a name.</source>
        <translation>Dai un nome al torneo.</translation>
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
        <translation>Formula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rated</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Starts</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+116"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Stage</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} (closed)</source>
        <translation>{name} (chiuso)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organised by {name}</source>
        <translation>Organizzato da {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entering needs the invitation code</source>
        <translation>Per iscriversi serve il codice d&apos;invito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>valida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>amichevole</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+44"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Rating</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Seeds</source>
        <translation>Semi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(withdrawn)</source>
        <translation>(ritirato)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>R{round}</source>
        <translation>T{round}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Board</source>
        <translation>Tavolo</translation>
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
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Side</source>
        <translation>Lato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Cosa</translation>
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
        <translation>Entrambi perdono a forfait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw (½–½)</source>
        <translation>Patta (½–½)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins by forfeit</source>
        <translation>{name} vince a forfait</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins ({south}–{north})</source>
        <translation>{name} vince ({south}–{north})</translation>
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
        <translation>Informazioni sul torneo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crosstable</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairings</source>
        <translation>Abbinamenti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your Games</source>
        <translation>Le tue partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round shown</source>
        <translation>Turno mostrato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament message</source>
        <translation>Messaggio del torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Enter</source>
        <translation>&amp;Iscriviti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw</source>
        <translation>&amp;Ritirati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W&amp;atch</source>
        <translation>&amp;Guarda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review Game</source>
        <translation>Ri&amp;vedi partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chosen finished game on the board to review it</source>
        <translation>Apri sul tavoliere la partita finita scelta per rivederla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Organiser</source>
        <translation>&amp;Organizzatore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the organiser of this event may do</source>
        <translation>Ciò che l&apos;organizzatore di questo evento può fare</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Round:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Non è stato possibile leggere la risposta del server.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament: {name}</source>
        <translation>Torneo: {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rated</source>
        <translation>valida per il punteggio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amichevole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players: {count}</source>
        <translation>giocatori: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts {when}</source>
        <translation>inizio {when}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Organised by {name}</source>
        <translation>Organizzato da {name}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round {round}</source>
        <translation>Turno {round}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A closed event: it asks for the invitation code</source>
        <translation>Un torneo chiuso: chiede il codice d&apos;invito</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are in: your games start on your board by themselves.</source>
        <translation>Sei iscritto: le tue partite inizieranno da sole sul tuo tavoliere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation Code</source>
        <translation>Codice d&apos;invito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament is closed: its invitation code, from its organiser:</source>
        <translation>Questo torneo è chiuso: il suo codice d&apos;invito, dall&apos;organizzatore:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have withdrawn: you are not paired again (a game in progress goes on).</source>
        <translation>Ti sei ritirato: non sarai più abbinato (una partita in corso continua).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a game in progress in the pairings first.</source>
        <translation>Scegli prima una partita in corso negli abbinamenti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your own game: it is on your board.</source>
        <translation>È la tua partita: è sul tuo tavoliere.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a finished game first.</source>
        <translation>Scegli prima una partita finita.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be kept: {reason}</source>
        <translation>Non è stato possibile conservare la partita: {reason}</translation>
    </message>
</context>
<context>
    <name>TournamentWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_words.py" line="+33"/>
        <source>Round robin</source>
        <translation>Girone all&apos;italiana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double round robin</source>
        <translation>Girone doppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss</source>
        <translation>Svizzero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upcoming</source>
        <translation>In arrivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation>In corso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>Concluso</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not started</source>
        <translation>Non iniziato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round}</source>
        <translation>Turno {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}</source>
        <translation>Turno {round} di {rounds}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct encounter</source>
        <translation>Scontro diretto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz cut 1</source>
        <translation>Buchholz taglio 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median Buchholz</source>
        <translation>Buchholz mediano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Performance</source>
        <translation>Performance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>playing</source>
        <translation>in corso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not begun</source>
        <translation>non iniziata</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{south} – {north} (forfeit)</source>
        <translation>{south} – {north} (a forfait)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{event}, round {round}</source>
        <translation>{event}, turno {round}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play South against {name}: your move.</source>
        <translation>Giochi Sud contro {name}: tocca a te.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play South against {name}.</source>
        <translation>Giochi Sud contro {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North against {name}: your move.</source>
        <translation>Giochi Nord contro {name}: tocca a te.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play North against {name}: {name} moves first.</source>
        <translation>Giochi Nord contro {name}: {name} muove per primo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make your first move within {seconds} s or lose by forfeit.</source>
        <translation>Fai la tua prima mossa entro {seconds} s o perdi a forfait.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has {seconds} s for a first move, or loses by forfeit.</source>
        <translation>{name} ha {seconds} s per la prima mossa, o perde a forfait.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This tournament takes no bots.</source>
        <translation>Questo torneo non accetta bot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament has started: it takes no more players.</source>
        <translation>Questo torneo è iniziato: non accetta altri giocatori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The registration of this tournament is closed.</source>
        <translation>Le iscrizioni a questo torneo sono chiuse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This tournament is full.</source>
        <translation>Questo torneo è al completo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament needs its invitation code: that one is not it.</source>
        <translation>Questo torneo richiede il suo codice d&apos;invito: non è quello.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You withdrew from this tournament: you cannot enter it again now.</source>
        <translation>Ti sei ritirato da questo torneo: ora non puoi iscriverti di nuovo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This tournament takes no entry now.</source>
        <translation>Questo torneo ora non accetta iscrizioni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guests follow tournaments but do not play in them: sign up to enter.</source>
        <translation>Gli ospiti seguono i tornei ma non vi giocano: registrati per iscriverti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only an organiser creates tournaments: the server&apos;s admin grants the role.</source>
        <translation>Solo un organizzatore crea tornei: il ruolo lo concede l&apos;amministratore del server.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tournament is no longer there.</source>
        <translation>Quel torneo non c&apos;è più.</translation>
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
        <translation>Tornei</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tournaments message</source>
        <translation>Messaggio dei tornei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For organisers: the server&apos;s admin grants the role</source>
        <translation>Per gli organizzatori: il ruolo lo concede l&apos;amministratore del server</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Non è stato possibile leggere la risposta del server.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tournament on this server yet.</source>
        <translation>Ancora nessun torneo su questo server.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose a tournament in the list first.</source>
        <translation>Scegli prima un torneo nell&apos;elenco.</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <location filename="../../wari_desktop/gui/study/watch.py" line="+103"/>
        <source>Stop the computers after the move being played, or let them go on</source>
        <translation>Ferma i computer dopo la mossa in corso, o lasciali continuare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step</source>
        <translation>Un passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the next move, then stay paused</source>
        <translation>Gioca la mossa successiva, poi resta in pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Now</source>
        <translation>Muovi ora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>Il computer gioca la mossa migliore trovata finora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long to wait between moves</source>
        <translation>Quanto attendere tra una mossa e l&apos;altra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slower</source>
        <translation>Più lento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faster</source>
        <translation>Più veloce</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
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
        <translation>Co&amp;mputer contro computer…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;Now</source>
        <translation>Muovi &amp;ora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>Il computer gioca la mossa migliore trovata finora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pause the Computers</source>
        <translation>&amp;Pausa dei computer</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>depth {depth}, best {move}</source>
        <translation>profondità {depth}, migliore {move}</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <location line="-229"/>
        <location line="+2"/>
        <source>Computer against Computer</source>
        <extracomment>The pause between two moves at each step of the pace slider, in milliseconds.</extracomment>
        <translation>Computer contro computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play itself, each side at its own level. You can pause it, step one move at a time and change the pace.</source>
        <translation>Guarda il computer giocare contro se stesso, ogni lato al suo livello. Puoi metterlo in pausa, avanzare di una mossa alla volta e cambiare il ritmo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{side}&apos;s level</source>
        <translation>Livello di {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How strongly the computer plays {side}&apos;s side</source>
        <translation>Con quale forza il computer gioca per {side}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game of the computer against itself (Enter)</source>
        <translation>Inizia una nuova partita del computer contro sé stesso (Invio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Chiudi e continua la partita in corso (Esc)</translation>
    </message>
</context>
</TS>
