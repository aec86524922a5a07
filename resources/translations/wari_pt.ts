<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt" sourcelanguage="en">
<context>
    <name>AnalysisController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_control.py" line="+80"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Análise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position</source>
        <translation>Mostrar o que o motor pensa da posição</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+137"/>
        <source>Analysing…</source>
        <translation>A analisar…</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show what the engine thinks of the position set up</source>
        <translation>Mostrar o que o motor pensa da posição preparada</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Nothing to analyse. {why}</source>
        <translation>Nada para analisar. {why}</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <location filename="../../wari_desktop/gui/study/analysis_dock.py" line="+140"/>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>BEST LINE</source>
        <translation>MELHOR LINHA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best line</source>
        <translation>Melhor linha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EACH MOVE</source>
        <translation>CADA JOGADA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point at a move to see the board after it.</source>
        <translation>Aponte para uma jogada para ver o tabuleiro depois dela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is marked as assisted: the analysis was on while you played the computer.</source>
        <translation>Este jogo está marcado como assistido: a análise estava ligada enquanto jogava contra o computador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position in the board editor</source>
        <translation>A posição no editor do tabuleiro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>EVALUATION</source>
        <translation>AVALIAÇÃO</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Analysis starts…</source>
        <translation>A análise começa…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About even. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>Mais ou menos equilibrado. O motor prevê que as sementes terminem {south}–{north} (Sul–Norte).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is ahead by about {margin} seeds. The engine expects the seeds to end {south}–{north} (South–North).</source>
        <translation>{player} está à frente por cerca de {margin} sementes. O motor prevê que as sementes terminem {south}–{north} (Sul–Norte).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Depth {depth} · {nodes} positions</source>
        <translation>Profundidade {depth} · {nodes} posições</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game is over: {south}–{north} (South–North).</source>
        <translation>O jogo terminou: {south}–{north} (Sul–Norte).</translation>
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
            <numerusform>%1 semeia %2, %n semente</numerusform>
            <numerusform>%1 semeia %2, %n sementes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, a grand slam: it captures nothing</source>
        <translation>, um grand slam: não captura nada</translation>
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
        <translation>A perguntar ao servidor quanto tempo tem antes que {name} possa reclamar a partida…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How long you have before {name} may claim the game is not known (the server did not say): sign in as soon as you can.</source>
        <translation>Não se sabe quanto tempo tem antes que {name} possa reclamar a partida (o servidor não disse): entre o quanto antes.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} may claim the game now: sign in to see whether it goes on.</source>
        <translation>{name} já pode reclamar a partida: entre para ver se ela continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have {time} to sign in before {name} may claim the game.</source>
        <translation>Tem {time} para entrar antes que {name} possa reclamar a partida.</translation>
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
        <translation>Sem relógio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{time} each</source>
        <translation>{time} cada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{time} + {increment} a move</source>
        <translation>{time} + {increment} por jogada</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A clock for each player: the time for the whole game, and with &quot;+&quot; the seconds added after each move. A player whose time runs out loses the game.</source>
        <translation>Um relógio para cada jogador: o tempo para todo o jogo e, com “+”, os segundos acrescentados depois de cada jogada. O jogador cujo tempo se esgota perde o jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock</source>
        <translation>Relógio</translation>
    </message>
</context>
<context>
    <name>ClockDisplay</name>
    <message>
        <location filename="../../wari_desktop/gui/window/clock_display.py" line="+76"/>
        <source>{side}&apos;s clock: the time left</source>
        <extracomment>How often the clocks are shown again, in milliseconds. A clock runs low under this many seconds, or under a quarter of the game&apos;s time.</extracomment>
        <translation>Relógio de {side}: o tempo que resta</translation>
    </message>
</context>
<context>
    <name>ComeBack</name>
    <message>
        <location filename="../../wari_desktop/gui/online/comeback.py" line="+118"/>
        <source>this network</source>
        <extracomment>Words of the network&apos;s own errors, said in plain words for a game on this network. Asks the player whether to go back, and tells what failed (tests replace them).</extracomment>
        <translation>esta rede</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+157"/>
        <source>Your Online Game</source>
        <translation>O seu jogo online</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Your game against {name} ({where}) was in progress when Wari closed. Go back to it? If you don&apos;t, {name} may claim it once your time to come back is over.</source>
        <translation>O seu jogo contra {name} ({where}) estava a decorrer quando o Wari fechou. Voltar a ele? Se não voltar, {name} poderá reclamá-lo quando terminar o seu tempo para voltar.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>signed in as {name}, not as {player}</source>
        <translation>sessão iniciada como {name}, não como {player}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the server did not send the game</source>
        <translation>o servidor não enviou o jogo</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the sign-in kept for it is no longer taken</source>
        <translation>a sessão guardada para ele já não é aceite</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your online game could not be resumed: {why}</source>
        <translation>Não foi possível retomar o seu jogo online: {why}</translation>
    </message>
</context>
<context>
    <name>ConnectErrors</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connect_errors.py" line="+65"/>
        <source>The name {host} is not known on this network: check the address.</source>
        <extracomment>``errno`` values that mean &quot;no way to that address from here&quot;. ``errno`` values that mean &quot;the connection was cut while opening&quot;. Names of the WebSocket library&apos;s handshake errors (matched by name: this room does not import the network library).</extracomment>
        <translation>O nome {host} não é conhecido nesta rede: verifique o endereço.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing answers at {host} port {port}: is the server running, and is the address right? A firewall may be in the way.</source>
        <translation>Nada responde em {host} porta {port}: o servidor está a correr e o endereço está certo? Uma firewall pode estar a bloquear.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{host} cannot be reached from this computer: is the address right, and is this computer on the same network? A firewall may be in the way.</source>
        <translation>{host} não pode ser alcançado a partir deste computador: o endereço está certo e este computador está na mesma rede? Uma firewall pode estar a bloquear.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The secure connection to {host} could not be made: its certificate was refused.</source>
        <translation>Não foi possível estabelecer a ligação segura a {host}: o seu certificado foi recusado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} port {port} did not answer in time: the computer may be off or busy, or a firewall may be in the way.</source>
        <translation>{host} porta {port} não respondeu a tempo: o computador pode estar desligado ou ocupado, ou uma firewall pode estar a bloquear.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to {host} was cut while it opened: try again.</source>
        <translation>A ligação a {host} foi cortada enquanto abria: tente de novo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something answers at {host} port {port}, but it is not a Wari server: is the address right?</source>
        <translation>Algo responde em {host} porta {port}, mas não é um servidor Wari: o endereço está certo?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a server&apos;s address: write it as host:port, for example 192.168.1.20:7531.</source>
        <translation>Isso não é o endereço de um servidor: escreva-o como host:porta, por exemplo 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not connect: {why}</source>
        <translation>Não foi possível ligar: {why}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The other side runs another version of Wari ({why}): the same version is needed on both sides.</source>
        <translation>O outro lado usa outra versão do Wari ({why}): é precisa a mesma versão dos dois lados.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+69"/>
        <source>Board to set up</source>
        <extracomment>The most seeds one pit may hold in the editor (all of them). The keys that add seeds to the ringed pit, and how many. Digits typed within this many seconds make one number (&quot;1&quot;, &quot;2&quot;: 12 seeds).</extracomment>
        <translation>Tabuleiro a preparar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move between the houses and the stores; + and - add or take away a seed, Page Up and Page Down five; type a number to set the count, Delete to empty the pit.</source>
        <translation>As setas movem entre as casas e os depósitos; + e - juntam ou tiram uma semente, Page Up e Page Down cinco; escreva um número para fixar a contagem, Delete para esvaziar a cova.</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>to move</source>
        <translation>a jogar</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_graph.py" line="+38"/>
        <source>Click to see the position</source>
        <extracomment>The colour and dot radius (pixels) of each judgement.</extracomment>
        <translation>Clique para ver a posição</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>South ahead</source>
        <translation>Sul à frente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Norte à frente</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/platform/file_dialogs.py" line="+42"/>
        <source>Files</source>
        <extracomment>The size Qt&apos;s own file dialog opens at (less on a smaller screen). The width of its list of places (&quot;Computer&quot;, the home folder), beside the files.</extracomment>
        <translation>Ficheiros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look in</source>
        <translation>Procurar em</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder shown, and the folders above it</source>
        <translation>A pasta mostrada e as pastas acima dela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder</source>
        <translation>As pastas e os ficheiros de jogo desta pasta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folders and game files in this folder, with their size, type and date</source>
        <translation>As pastas e os ficheiros de jogo desta pasta, com o tamanho, o tipo e a data</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places</source>
        <translation>Locais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and bookmarks</source>
        <translation>Locais e marcadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File name</source>
        <translation>Nome do ficheiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name to save the game under</source>
        <translation>O nome com que o jogo será guardado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the game file to open</source>
        <translation>O nome do ficheiro de jogo a abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type</source>
        <translation>Ficheiros do tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which files the list shows</source>
        <translation>Que ficheiros a lista mostra</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open the chosen game file</source>
        <translation>Abrir o ficheiro de jogo escolhido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game in the chosen file</source>
        <translation>Guardar o jogo no ficheiro escolhido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this dialog without opening or saving (Esc)</source>
        <translation>Fechar esta janela sem abrir nem guardar (Esc)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Look in:</source>
        <translation>Procurar em:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of type:</source>
        <translation>Ficheiros do tipo:</translation>
    </message>
</context>
<context>
    <name>GameBoardView</name>
    <message>
        <location filename="../../wari_desktop/gui/board/board_view.py" line="+123"/>
        <source>Wari board</source>
        <extracomment>How much each speed stretches the normal timing (None: no animation). What the board shows now; every number on screen follows it.</extracomment>
        <translation>Tabuleiro de Wari</translation>
    </message>
    <message numerus="yes">
        <location line="+132"/>
        <source>%1: %n seed(s)</source>
        <translation>
            <numerusform>%1: %n semente</numerusform>
            <numerusform>%1: %n sementes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>South&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Depósito do Sul: %n semente</numerusform>
            <numerusform>Depósito do Sul: %n sementes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>North&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>Depósito do Norte: %n semente</numerusform>
            <numerusform>Depósito do Norte: %n sementes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/host_dialog.py" line="+127"/>
        <source>Host a Game</source>
        <translation>Hospedar uma partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the other player</source>
        <translation>À espera do outro jogador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the other computer: New Game, “A person on another computer”, “Join a game on this network”; then choose this game in the list, or type this address and code.</source>
        <translation>No outro computador: Novo jogo, «Uma pessoa noutro computador», «Entrar numa partida nesta rede»; depois escolha esta partida na lista, ou escreva este endereço e este código.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting the game…</source>
        <translation>A iniciar a partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State of the hosted game</source>
        <translation>Estado da partida hospedada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrong codes typed</source>
        <translation>Códigos errados escritos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Address:</source>
        <translation>Endereço:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code:</source>
        <translation>Código de acesso:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Hosting</source>
        <translation>Deixar de hospedar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop hosting: the game is withdrawn from this network (Esc)</source>
        <translation>Deixar de hospedar: a partida é retirada desta rede (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>Código de acesso</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Address: {address}</source>
        <translation>Endereço: {address}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code: {code}</source>
        <translation>Código de acesso: {code}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Waiting for the other player to join…</source>
        <translation>À espera que o outro jogador entre…</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+91"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>HouseListModel</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/board/house_model.py" line="+93"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="-86"/>
        <source>South&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Depósito do Sul, %n semente</numerusform>
            <numerusform>Depósito do Sul, %n sementes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+3"/>
        <source>North&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>Depósito do Norte, %n semente</numerusform>
            <numerusform>Depósito do Norte, %n sementes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the computer&apos;s</source>
        <translation>do computador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yours</source>
        <translation>sua</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>South&apos;s</source>
        <translation>do Sul</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+2"/>
        <source>North&apos;s</source>
        <translation>do Norte</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+1"/>
        <source>House %1, %n seed(s), %2</source>
        <translation>
            <numerusform>Casa %1, %n semente, %2</numerusform>
            <numerusform>Casa %1, %n sementes, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, playable</source>
        <translation>%1, jogável</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/join_dialog.py" line="+64"/>
        <source>Join a Game</source>
        <extracomment>The error code of a guest refused for a wrong join code (``protocol.ErrorCode``). The error code of a computer refused for a while after too many wrong codes.</extracomment>
        <translation>Entrar numa partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join a game on this network</source>
        <translation>Entrar numa partida nesta rede</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Games nearby</source>
        <translation>Partidas por perto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games announced on this network; choose one, then type its code</source>
        <translation>As partidas anunciadas nesta rede; escolha uma e escreva o seu código</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for games… If none shows, type the address and the code the host shows.</source>
        <translation>À procura de partidas… Se nenhuma aparecer, escreva o endereço e o código que o anfitrião mostra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join code</source>
        <translation>Código de acesso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Address:</source>
        <translation>&amp;Endereço:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Código de acesso:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose a game, then type the code its host shows.</source>
        <translation>Escolha uma partida e escreva o código que o anfitrião mostra.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Joining…</source>
        <translation>A entrar…</translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_list.py" line="+30"/>
        <source>clock unknown</source>
        <translation>relógio desconhecido</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>regras padrão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant rules</source>
        <translation>regras variantes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>already started</source>
        <translation>já começada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of Wari: cannot be joined</source>
        <translation>outra versão do Wari: não é possível entrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{host} — {clock}, {rules}</source>
        <translation>{host} — {clock}, {rules}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host plays South.</source>
        <translation>O anfitrião joga com Sul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host plays North.</source>
        <translation>O anfitrião joga com Norte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides are drawn by lot.</source>
        <translation>Os lados são sorteados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At {address}:{port}.</source>
        <translation>Em {address}:{port}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+24"/>
        <source>Type the address the host shows, such as 192.168.1.20:7531.</source>
        <translation>Escreva o endereço que o anfitrião mostra, por exemplo 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type only the address and the port, such as 192.168.1.20:7531.</source>
        <translation>Escreva apenas o endereço e a porta, por exemplo 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An IPv6 address in brackets needs its closing ].</source>
        <translation>Um endereço IPv6 entre parênteses retos precisa do ] de fecho.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the ] of an IPv6 address comes a colon and the port, or nothing.</source>
        <translation>Depois do ] de um endereço IPv6 vêm dois pontos e a porta, ou nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{host} is not an IPv6 address.</source>
        <translation>{host} não é um endereço IPv6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{host} is not an IPv4 address.</source>
        <translation>{host} não é um endereço IPv4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A port follows the colon, such as :7531.</source>
        <translation>Depois dos dois pontos vem uma porta, por exemplo :7531.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port is a number from 1 to 65535, not “{port}”.</source>
        <translation>A porta é um número de 1 a 65535, não «{port}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address is missing before the port.</source>
        <translation>Falta o endereço antes da porta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{host}” is not an address: use letters, digits, dashes and dots, such as ama-laptop.local or 192.168.1.20.</source>
        <translation>«{host}» não é um endereço: use letras, algarismos, hífenes e pontos, por exemplo ama-laptop.local ou 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the join code the host shows.</source>
        <translation>Escreva o código de acesso que o anfitrião mostra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A join code has {wanted} characters, not {typed}.</source>
        <translation>Um código de acesso tem {wanted} caracteres, não {typed}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A join code has no {letters}: check the code the host shows.</source>
        <translation>Um código de acesso não contém {letters}: confira o código que o anfitrião mostra.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host did not accept this code. Check the code it shows and type it again.</source>
        <translation>O anfitrião não aceitou este código. Confira o código que ele mostra e escreva-o de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host has no game open: it may have started one with someone else. Ask the host to start a new one.</source>
        <translation>O anfitrião não tem nenhuma partida aberta: talvez tenha começado uma com outra pessoa. Peça-lhe que abra uma nova.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The other computer did not answer as a Wari game does: nothing was taken from it.</source>
        <translation>O outro computador não respondeu como uma partida de Wari responde: nada foi aceite dele.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This address is a Wari server, not a game hosted on a network: choose “Play on a server” in New Game to play there.</source>
        <translation>Este endereço é um servidor de Wari, não uma partida hospedada numa rede: escolha «Jogar num servidor» em Novo jogo para jogar lá.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing answers at {address}: the game may no longer be hosted there, or a firewall on the host&apos;s computer blocks Wari. Check the address and the port the host shows, and that its firewall lets Wari take connections.</source>
        <extracomment>What the network&apos;s own errors say, by the words they contain (lower case): refused, timed out, no way there, a name not known.</extracomment>
        <translation>Nada responde em {address}: a partida pode já não estar hospedada ali, ou um firewall no computador anfitrião bloqueia o Wari. Verifique o endereço e a porta que o anfitrião mostra, e que o firewall dele deixa o Wari aceitar ligações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer at {address} did not answer in time. Check that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>O computador em {address} não respondeu a tempo. Verifique se os dois computadores estão na mesma rede e se o firewall do anfitrião deixa o Wari aceitar ligações.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This computer has no way to {address}: check that both computers are on the same network, and that the address is the one the host shows first (not a container&apos;s or another network&apos;s).</source>
        <translation>Este computador não tem caminho até {address}: verifique se os dois computadores estão na mesma rede e se o endereço é o primeiro que o anfitrião mostra (não o de um contentor ou de outra rede).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The name in {address} is not known on this network: type the host&apos;s address in numbers, such as 192.168.1.20.</source>
        <translation>O nome em {address} não é conhecido nesta rede: escreva o endereço do anfitrião em números, como 192.168.1.20.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not reach a game at {address}. Check the address, that both computers are on the same network, and that a firewall on the host&apos;s computer lets Wari take connections.</source>
        <translation>Não foi possível chegar a uma partida em {address}. Verifique o endereço, se os dois computadores estão na mesma rede e se o firewall do anfitrião deixa o Wari aceitar ligações.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game is not hosted: the network interfaces named in WARI_LAN_INTERFACES are not on this computer, so nobody could be told where to join. Correct or remove the setting, then host again. ({reason})</source>
        <translation>A partida não está hospedada: as interfaces de rede indicadas em WARI_LAN_INTERFACES não estão neste computador, por isso não se poderia dizer a ninguém onde entrar. Corrija ou retire a definição e hospede de novo. ({reason})</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The connection to the host was lost. Try again.</source>
        <translation>A ligação ao anfitrião perdeu-se. Tente de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be hosted on this computer. ({reason})</source>
        <translation>Não foi possível hospedar a partida neste computador. ({reason})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be announced on this network, so it will not be listed nearby: tell the other player the address and the code. ({reason})</source>
        <translation>Não foi possível anunciar a partida nesta rede, por isso não aparecerá entre as próximas: diga ao outro jogador o endereço e o código. ({reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games nearby cannot be listed: type the address and the code the host shows. ({reason})</source>
        <translation>Não é possível listar as partidas próximas: escreva o endereço e o código que o anfitrião mostra. ({reason})</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/host_words.py" line="+17"/>
        <source>You host this game: closing Wari stops it for both of you, and no clock runs while it is stopped. At the next start you can go back to it, and {name} comes back to it too. Close anyway?</source>
        <translation>É você quem hospeda esta partida: fechar o Wari para-a para os dois, e nenhum relógio corre enquanto está parada. No próximo arranque pode voltar a ela, e {name} também volta. Fechar mesmo assim?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your game against {name}, hosted on this computer, stopped when Wari closed; no clock ran meanwhile. Go back to it? {name} comes back to it too. If you don&apos;t, the game is dropped without a result.</source>
        <translation>A sua partida contra {name}, hospedada neste computador, parou quando o Wari fechou; entretanto nenhum relógio correu. Voltar a ela? {name} também volta. Se não, a partida é descartada sem resultado.</translation>
    </message>
</context>
<context>
    <name>LanPlurals</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+20"/>
        <source>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minute(s), even the right one. Check the code with the host meanwhile.</source>
        <translation>
            <numerusform>Foram escritos demasiados códigos errados neste computador: o anfitrião não aceita códigos dele durante mais %n minuto, nem o certo. Entretanto, confirme o código com o anfitrião.</numerusform>
            <numerusform>Foram escritos demasiados códigos errados neste computador: o anfitrião não aceita códigos dele durante mais %n minutos, nem o certo. Entretanto, confirme o código com o anfitrião.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n wrong code(s) typed from {address}.</source>
        <translation>
            <numerusform>%n código errado escrito a partir de {address}.</numerusform>
            <numerusform>%n códigos errados escritos a partir de {address}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That computer is refused for %n more minute(s), even with the right code.</source>
        <translation>
            <numerusform>Esse computador fica recusado por mais %n minuto, mesmo com o código certo.</numerusform>
            <numerusform>Esse computador fica recusado por mais %n minutos, mesmo com o código certo.</numerusform>
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
        <translation>Melhores jogadores</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deviation</source>
        <translation>Desvio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated games</source>
        <translation>Partidas com classificação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Player Page</source>
        <translation>Página do &amp;jogador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Page</source>
        <translation>Página do jogador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Não foi possível ler a resposta do servidor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players whose rating is settled (not provisional), with {count} or more rated games, best first.</source>
        <translation>Jogadores com uma classificação estável (não provisória) e {count} ou mais partidas com classificação, do melhor para o pior.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nobody is listed yet.</source>
        <translation>Ainda ninguém está na lista.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+35"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lições…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/study/editor_control.py" line="+27"/>
        <source>Set Up &amp;Position…</source>
        <translation>Preparar &amp;posição…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+80"/>
        <source>Open Recen&amp;t</source>
        <translation>Abrir recen&amp;te</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Record &amp;Details…</source>
        <translation>&amp;Detalhes do jogo…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;First Position</source>
        <translation>&amp;Primeira posição</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>La&amp;st Position</source>
        <translation>Ú&amp;ltima posição</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Ecrã inteiro</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_control.py" line="+31"/>
        <source>Welcome to Wari</source>
        <translation>Bem-vindo ao Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Wari? Ten short lessons teach the rules on the board, one move at a time. You can open them later from Help, Lessons.</source>
        <translation>É novo no Wari? Dez lições curtas ensinam as regras no tabuleiro, uma jogada de cada vez. Pode abri-las mais tarde em Ajuda, Lições.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start the Lessons</source>
        <translation>Começar as lições</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the first lesson now</source>
        <translation>Abrir já a primeira lição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play; the lessons stay in the Help menu</source>
        <translation>Jogar; as lições ficam no menu Ajuda</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/recent_menu.py" line="+54"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Limpar a lista</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../wari_desktop/lessons/course.py" line="+17"/>
        <source>Sowing</source>
        <translation>Semear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move takes every seed of one of your houses and sows them one by one into the houses that follow, counter-clockwise. Which of your houses drops its last seed into North&apos;s house c?</source>
        <translation>Uma jogada pega em todas as sementes de uma das suas casas e semeia-as, uma a uma, nas casas seguintes, no sentido contrário ao dos ponteiros do relógio. Qual das suas casas deixa cair a última semente na casa c do Norte?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s four seeds went one each into F, a, b and c. Every move is sown like this, one seed per house.</source>
        <translation>Certo: as quatro sementes de E foram uma para cada uma de F, a, b e c. Todas as jogadas são semeadas assim, uma semente por casa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count one house for each seed, starting with the house after the one you play: c is four houses after E.</source>
        <translation>Conte uma casa por semente, a começar pela casa a seguir à que joga: c está quatro casas depois de E.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lap of the board</source>
        <translation>Uma volta ao tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A house of 12 seeds or more sows right round the board and skips the house it started from. Which of your moves drops its last seed into North&apos;s house b?</source>
        <translation>Uma casa com 12 sementes ou mais semeia à volta de todo o tabuleiro e salta a casa de onde partiu. Qual das suas jogadas deixa cair a última semente na casa b do Norte?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s 14 seeds went round from F to D, skipped E and went on into F, a and b. E is left empty, and b now holds 4, so nothing is captured.</source>
        <translation>Certo: as 14 sementes de E deram a volta de F a D, saltaram E e continuaram para F, a e b. E fica vazia, e b tem agora 4, por isso nada é capturado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the big house, E: its 14 seeds go once round the 11 other houses, then on past F into a and b.</source>
        <translation>Siga a casa grande, E: as suas 14 sementes dão uma volta pelas outras 11 casas e depois continuam para lá de F, para a e b.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A capture</source>
        <translation>Uma captura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your last seed lands in one of North&apos;s houses and makes it hold 2 or 3 seeds, you capture them. Find a move that captures.</source>
        <translation>Quando a sua última semente cai numa das casas do Norte e a deixa com 2 ou 3 sementes, captura-as. Encontre uma jogada que capture.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: {move} captured {captured} seeds: its last seed made 2 or 3 in a house of North&apos;s, and they went to your store.</source>
        <translation>Certo: {move} capturou {captured} sementes: a sua última semente fez 2 ou 3 numa casa do Norte, e elas foram para o seu depósito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at North&apos;s houses holding 1 or 2 seeds: which of your moves ends its sowing there?</source>
        <translation>Olhe para as casas do Norte com 1 ou 2 sementes: qual das suas jogadas acaba a sementeira aí?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A chain capture</source>
        <translation>Uma captura em cadeia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the last house, the house before it is captured too if it now holds 2 or 3, and so on backwards. Find the move that captures the most seeds.</source>
        <translation>Depois da última casa, a casa anterior também é capturada se agora tiver 2 ou 3, e assim sucessivamente para trás. Encontre a jogada que captura mais sementes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: E&apos;s last seed made 2 in b, so b was captured, then a, the house before it, with 3: 5 seeds in a chain. F would have taken only a&apos;s 3.</source>
        <translation>Certo: a última semente de E fez 2 em b, por isso b foi capturada, e depois a, a casa antes dela, com 3: 5 sementes em cadeia. F só teria levado as 3 de a.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chain runs backwards from the last house: find the move whose last seed lands in b, with a behind it.</source>
        <translation>Uma cadeia corre para trás a partir da última casa: encontre a jogada cuja última semente cai em b, com a atrás dela.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam</source>
        <translation>O grand slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has one seed in each of a, b and c. Find the move that would capture all of North&apos;s seeds, and see what the Oware Society rule makes of it.</source>
        <translation>O Norte tem uma semente em cada uma das casas a, b e c. Encontre a jogada que capturaria todas as sementes do Norte e veja o que a regra da Oware Society faz dela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E made 2 in a, b and c, every seed North has. Such a grand slam captures nothing under these rules: the seeds stay and the game goes on.</source>
        <translation>Certo: E fez 2 em a, b e c, todas as sementes que o Norte tem. Com estas regras, um grand slam assim não captura nada: as sementes ficam e o jogo continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To reach c your last seed must travel four houses: find the house with exactly enough seeds.</source>
        <translation>Para chegar a c, a sua última semente tem de percorrer quatro casas: encontre a casa com as sementes certas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grand slam forbidden</source>
        <translation>O grand slam proibido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Italian rule chosen here, a grand slam may not be played while another move exists. Find the move that captures the most seeds.</source>
        <translation>Com a regra italiana escolhida aqui, um grand slam não pode ser jogado enquanto houver outra jogada. Encontre a jogada que captura mais sementes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right: F made 2 in a and in b and captured those 4 seeds. c keeps its seed, so North is not emptied and the capture stands.</source>
        <translation>Certo: F fez 2 em a e em b e capturou essas 4 sementes. c fica com a sua semente, por isso o Norte não fica vazio e a captura vale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find a capture that leaves North at least one seed.</source>
        <translation>Encontre uma captura que deixe ao Norte pelo menos uma semente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E would make 2 in a, b and c and take every seed North has: a grand slam, which this rule forbids while you have another move.</source>
        <translation>E faria 2 em a, b e c e levaria todas as sementes do Norte: um grand slam, que esta regra proíbe enquanto tiver outra jogada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feeding an empty side</source>
        <translation>Alimentar um lado vazio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North has no seeds left: when you can, you must play a move that gives them some. Find it.</source>
        <translation>O Norte já não tem sementes: quando puder, tem de fazer uma jogada que lhe dê algumas. Encontre-a.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E sowed into F, a, b and c, so North has three seeds to play and the game goes on.</source>
        <translation>Certo: E semeou em F, a, b e c, por isso o Norte tem três sementes para jogar e o jogo continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a move that reaches North&apos;s side may be played now.</source>
        <translation>Agora só se pode fazer uma jogada que chegue ao lado do Norte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{move} does not reach North&apos;s side, and while North is empty a move that feeds them must be played.</source>
        <translation>{move} não chega ao lado do Norte, e enquanto o Norte estiver vazio tem de se fazer uma jogada que o alimente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Famine</source>
        <translation>Fome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s last seed, in f, must be sown into your house A next. Find the move after which North captures nothing, is left empty, and cannot be fed: the game then ends and you keep the seeds on your side.</source>
        <translation>A última semente do Norte, em f, tem de ser semeada a seguir na sua casa A. Encontre a jogada depois da qual o Norte não captura nada, fica vazio e não pode ser alimentado: o jogo termina então e fica com as sementes do seu lado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right: with A empty, North&apos;s seed made only 1 in A. North has nothing, and none of your moves reaches them: famine. You add the 6 seeds on your side to your 20 and win {south} to {north}.</source>
        <translation>Certo: com A vazia, a semente do Norte fez só 1 em A. O Norte não tem nada e nenhuma das suas jogadas lá chega: fome. Junta as 6 sementes do seu lado às suas 20 e ganha {south} a {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch where North&apos;s seed will land: a house of yours holding 1 becomes 2, and North captures it.</source>
        <translation>Veja onde vai cair a semente do Norte: uma casa sua com 1 passa a ter 2, e o Norte captura-a.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The repeated position</source>
        <translation>A posição repetida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last seeds chase each other round the board. Find the move that brings back the position shown below, seen earlier in this game: the game then ends and each player takes the seeds on their side.</source>
        <translation>As últimas sementes perseguem-se à volta do tabuleiro. Encontre a jogada que traz de volta a posição mostrada em baixo, vista antes neste jogo: o jogo termina então e cada jogador fica com as sementes do seu lado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right: after C the board is as it was before, with North to move again. The game ends: you take the 3 seeds on your side and North their 1, {south} to {north}.</source>
        <translation>Certo: depois de C o tabuleiro está como estava antes, com o Norte outra vez a jogar. O jogo termina: fica com as 3 sementes do seu lado e o Norte com a sua 1, {south} a {north}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the board after your move with the position shown: every house must match.</source>
        <translation>Compare o tabuleiro depois da sua jogada com a posição mostrada: todas as casas têm de coincidir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The end and the count</source>
        <translation>O fim e a contagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have 20 seeds in your store; whoever has captured 25, more than half of the 48, wins at once. Find the move that wins now.</source>
        <translation>Tem 20 sementes no seu depósito; quem capturar 25, mais de metade das 48, ganha logo. Encontre a jogada que ganha agora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Right: E captured 5 and you have 25. The game is over and you win {south} to {north}; the seeds left on the board stay there and are not counted.</source>
        <translation>Certo: E capturou 5 e tem 25. O jogo terminou e ganha {south} a {north}; as sementes que ficaram no tabuleiro ficam lá e não contam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You need 5 more seeds: find the capture that takes two houses.</source>
        <translation>Precisa de mais 5 sementes: encontre a captura que leva duas casas.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/lessons/lesson.py" line="+135"/>
        <source>{side} had only one move: {reply}.</source>
        <extracomment>The translation context of every lesson text.</extracomment>
        <translation>{side} só tinha uma jogada: {reply}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{move} is a house of {side}&apos;s: you play {player}.</source>
        <translation>{move} é uma casa de {side}: joga com {player}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} is empty: there is nothing to sow.</source>
        <translation>{move} está vazia: não há nada para semear.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules do not allow {move} here.</source>
        <translation>As regras não permitem {move} aqui.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Seeds sown from {move}: {seeds}, right round the board, skipping {move}. The last one fell in {last}.</source>
        <translation>Sementes semeadas a partir de {move}: {seeds}, à volta de todo o tabuleiro, saltando {move}. A última caiu em {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seeds sown from {move}: {seeds}. The last one fell in {last}.</source>
        <translation>Sementes semeadas a partir de {move}: {seeds}. A última caiu em {last}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It would have taken every seed on {side}&apos;s side: a grand slam, so it captured nothing.</source>
        <translation>Teria levado todas as sementes do lado de {side}: um grand slam, por isso não capturou nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seeds captured: {captured}, from {houses}.</source>
        <translation>Sementes capturadas: {captured}, de {houses}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over ({reason}): South {south}, North {north}.</source>
        <translation>O jogo terminou ({reason}): Sul {south}, Norte {north}.</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/lessons_window.py" line="+83"/>
        <location line="+83"/>
        <source>Lessons</source>
        <extracomment>The width of the small board showing an earlier position. The lines of text kept under the board for the verdict: the board never moves.</extracomment>
        <translation>Lições</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Try Again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Lesson</source>
        <translation>Lição seguinte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The ten lessons; a tick marks those solved. Choose one to show it.</source>
        <translation>As dez lições; um visto marca as resolvidas. Escolha uma para a mostrar.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Put the lesson&apos;s board back and answer again</source>
        <translation>Repor o tabuleiro da lição e responder de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next lesson</source>
        <translation>Passar à lição seguinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the lessons (Esc)</source>
        <translation>Fechar as lições (Esc)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Lição {number} de {total}: {title}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>On the small board: the position after move {n} ({side}) of this game, with {player} to move.</source>
        <translation>No tabuleiro pequeno: a posição depois da jogada {n} ({side}) deste jogo, com {player} a jogar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the small board: the starting position of this game, with {player} to move.</source>
        <translation>No tabuleiro pequeno: a posição inicial deste jogo, com {player} a jogar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Clique na casa que jogaria, ou escreva a sua letra.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Sowing…</source>
        <translation>A semear…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not this one.</source>
        <translation>Essa não.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move cannot be played.</source>
        <translation>Essa jogada não pode ser feita.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>a jogar</translation>
    </message>
</context>
<context>
    <name>LobbyChatPane</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_chat.py" line="+55"/>
        <source>Lobby chat</source>
        <extracomment>Lines the pane keeps on screen.</extracomment>
        <translation>Conversa da sala</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lobby chat lines</source>
        <extracomment>The lines shown (who, when, what), to show none twice.</extracomment>
        <translation>Linhas da conversa da sala</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line to say in the lobby</source>
        <translation>Linha a dizer na sala</translation>
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
        <translation>Mensagem da conversa da sala</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Say something</source>
        <translation>Diga algo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read only</source>
        <translation>Só leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A line for everyone in the lobby (Enter sends it)</source>
        <translation>Uma linha para todos na sala (Enter envia-a)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>Guests read the chat: sign up to write in it.</source>
        <translation>Os convidados leem a conversa: registe-se para escrever nela.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Too many lines at once in the lobby chat: wait a moment before the next.</source>
        <translation>Linhas demais de uma vez na conversa da sala: espere um momento antes da próxima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s admin has muted you in the lobby chat.</source>
        <translation>O administrador do servidor silenciou-o na conversa da sala.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That line cannot be shown to others (no control characters).</source>
        <translation>Essa linha não pode ser mostrada aos outros (sem caracteres de controlo).</translation>
    </message>
</context>
<context>
    <name>LobbyModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_models.py" line="+56"/>
        <location line="+30"/>
        <source>guest</source>
        <translation>convidado</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A rating with &quot;?&quot; is provisional: the server is not yet sure of it, as its deviation is above {deviation}. About 10 rated games against settled players settle it.</source>
        <translation>Uma classificação com «?» é provisória: o servidor ainda não tem certeza dela, porque o seu desvio passa de {deviation}. Cerca de 10 partidas com classificação contra jogadores de classificação estável estabilizam-na.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>playing</source>
        <translation>a jogar</translation>
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
        <translation>jogador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rated</source>
        <translation>com classificação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amigável</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>by lot</source>
        <translation>por sorteio</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Rating</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+19"/>
        <source>Clock</source>
        <translation>Relógio</translation>
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
        <translation>O seu lado</translation>
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
        <translation>Sul</translation>
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
        <translation>Agora</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/lobby_window.py" line="+89"/>
        <source>Play on a Server</source>
        <extracomment>A game this player plays has started (its first ``game`` frame; once a game). A game the player asked to watch (its ``game`` frame). A past game to review on the main board (the path of its record, fetched).</extracomment>
        <translation>Jogar num servidor</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your account</source>
        <translation>A sua conta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign &amp;Out</source>
        <translation>Terminar &amp;sessão</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acc&amp;ept Challenge</source>
        <translation>Aceitar o desa&amp;fio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Decline</source>
        <translation>&amp;Recusar</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>Open seeks</source>
        <translation>Propostas em aberto</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Players online</source>
        <translation>Jogadores ligados</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Games in progress</source>
        <translation>Partidas em curso</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Accept Seek</source>
        <translation>&amp;Aceitar a proposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenge</source>
        <translation>&amp;Desafiar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to challenge</source>
        <translation>Jogador a desafiar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the player to challenge: the one chosen in the list, or any other typed here</source>
        <translation>O nome do jogador a desafiar: o escolhido na lista, ou outro escrito aqui</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Watch</source>
        <translation>&amp;Observar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Seek</source>
        <translation>&amp;Nova proposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel My Seek</source>
        <translation>Retirar a minha proposta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lobby message</source>
        <translation>Mensagem da sala</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seek</source>
        <translation>A sua proposta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Tournaments</source>
        <translation>&amp;Torneios</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s tournaments: enter, follow the standings, watch the games</source>
        <translation>Os torneios do servidor: inscreva-se, acompanhe a classificação, assista às partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Melhores jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;Page</source>
        <translation>Página do &amp;jogador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page of the player chosen in the list (else your own): rating and its chart, record, latest games</source>
        <translation>A página do jogador escolhido na lista (senão a sua): classificação e o seu gráfico, resultados, últimas partidas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A seek offers a game to anyone in the lobby; a challenge, to the player chosen. Both offer this clock, rated or casual.</source>
        <translation>Uma proposta oferece uma partida a qualquer pessoa na sala; um desafio, ao jogador escolhido. Ambos oferecem este relógio, com ou sem classificação.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>{name}, playing as a guest (casual games)</source>
        <translation>{name}, como convidado (partidas amigáveis)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, rated {rating} on this server</source>
        <translation>{name}, classificação {rating} neste servidor</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>{name} challenges you to a game.</source>
        <translation>{name} desafia-o para uma partida.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Page of {name}</source>
        <translation>Página de {name}</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Choose a seek in the list first.</source>
        <translation>Escolha primeiro uma proposta na lista.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is your own seek: it waits for another player.</source>
        <translation>É a sua própria proposta: espera por outro jogador.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a player in the list first.</source>
        <translation>Escolha primeiro um jogador na lista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player can have that name.</source>
        <translation>Nenhum jogador pode ter esse nome.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is not online.</source>
        <translation>{name} não está ligado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge sent to {name}.</source>
        <translation>Desafio enviado a {name}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a game in the list first.</source>
        <translation>Escolha primeiro uma partida na lista.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your seek is open: the game starts when someone accepts it.</source>
        <translation>A sua proposta está aberta: a partida começa quando alguém a aceitar.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/game/texts.py" line="+22"/>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Novato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Amador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Clube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Perito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Mestre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>more than half the seeds captured</source>
        <translation>mais de metade das sementes capturadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>24 seeds each</source>
        <translation>24 sementes cada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>famine: no move could be played; each player takes the seeds on their side</source>
        <translation>fome: nenhuma jogada era possível; cada jogador fica com as sementes do seu lado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the position repeated; each player takes the seeds on their side</source>
        <translation>a posição repetiu-se; cada jogador fica com as sementes do seu lado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended by agreement; each player takes the seeds on their side</source>
        <translation>terminado por acordo; cada jogador fica com as sementes do seu lado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side was emptied; each player takes the seeds on their side</source>
        <translation>um lado ficou vazio; cada jogador fica com as sementes do seu lado</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You lose on time</source>
        <translation>Perdeu por tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins: your time ran out</source>
        <translation>{winner} ganha: o seu tempo esgotou-se</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} loses on time</source>
        <translation>{loser} perde por tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win: {loser} ran out of time</source>
        <translation>Ganhou: {loser} ficou sem tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} wins: {loser} ran out of time</source>
        <translation>{winner} ganha: {loser} ficou sem tempo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a player left the game and did not come back; the game was called off</source>
        <translation>um jogador deixou o jogo e não voltou; o jogo foi dado por terminado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you left the game and did not come back; {other} called the game off</source>
        <translation>você deixou o jogo e não voltou; {other} deu o jogo por terminado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; you called the game off</source>
        <translation>{player} deixou o jogo e não voltou; você deu o jogo por terminado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} left the game and did not come back; {other} called the game off</source>
        <translation>{player} deixou o jogo e não voltou; {other} deu o jogo por terminado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you did not make a first move in time; the game was aborted</source>
        <translation>você não fez a primeira jogada a tempo; o jogo foi anulado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} did not make a first move in time; the game was aborted</source>
        <translation>{player} não fez a primeira jogada a tempo; o jogo foi anulado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was aborted before the second move</source>
        <translation>o jogo foi anulado antes da segunda jogada</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You win</source>
        <translation>Ganhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins</source>
        <translation>{winner} ganha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You left the game and did not come back</source>
        <translation>Você deixou o jogo e não voltou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{loser} left the game and did not come back</source>
        <translation>{loser} deixou o jogo e não voltou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result</source>
        <translation>Sem resultado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You left the game and did not come back: {winner} wins</source>
        <translation>Você deixou o jogo e não voltou: {winner} ganha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{loser} left the game and did not come back: you win</source>
        <translation>{loser} deixou o jogo e não voltou: você ganhou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} left the game and did not come back: {winner} wins</source>
        <translation>{loser} deixou o jogo e não voltou: {winner} ganha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No result: {reason}</source>
        <translation>Sem resultado: {reason}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{loser} resigned: {winner} wins</source>
        <translation>{loser} desistiu: {winner} ganha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw, {south}–{north}</source>
        <translation>Empate, {south}–{north}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win {won}–{lost}</source>
        <translation>Ganhou {won}–{lost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins {won}–{lost}</source>
        <translation>{player} ganha {won}–{lost}</translation>
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
        <translation>{move} é a melhor jogada: o jogo fica mais ou menos equilibrado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds ahead.</source>
        <translation>{move} é a melhor jogada: ficará cerca de {seeds} sementes à frente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is the best move: you will be about {seeds} seeds behind.</source>
        <translation>{move} é a melhor jogada: ficará cerca de {seeds} sementes atrás.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over: start a new game from the Game menu.</source>
        <translation>O jogo terminou: comece um novo jogo no menu Jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is empty: play a house with seeds in it.</source>
        <translation>{house} está vazia: jogue uma casa com sementes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{house} gives {opponent} no seeds: {opponent} has none left, so you must play a house whose seeds reach their side.</source>
        <translation>{house} não dá sementes a {opponent}: {opponent} já não tem nenhuma, por isso tem de jogar uma casa cujas sementes cheguem ao lado dele.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{house} would capture every seed on {opponent}&apos;s side (a grand slam), which these rules forbid while another move exists.</source>
        <translation>{house} capturaria todas as sementes do lado de {opponent} (um grand slam), o que estas regras proíbem enquanto houver outra jogada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{house} is not one of your houses: play one of {houses}.</source>
        <translation>{house} não é uma das suas casas: jogue uma de {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{house} is not {player}&apos;s house: {player} plays {houses}.</source>
        <translation>{house} não é uma casa de {player}: {player} joga {houses}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Espere pela jogada do computador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{house} cannot be played now.</source>
        <translation>{house} não pode ser jogada agora.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+37"/>
        <source>&amp;Game</source>
        <extracomment>A separator between slots. Each menu by name, with its slots in order.</extracomment>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="-99"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
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
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Propose to &amp;End by Agreement</source>
        <translation>Propor o &amp;fim por acordo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resi&amp;gn</source>
        <translation>Desist&amp;ir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Move</source>
        <translation>J&amp;ogada</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+6"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Hint</source>
        <translation>Su&amp;gestão</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer &amp;Level</source>
        <translation>&amp;Nível do computador</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+13"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Rodar o tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Mostrar o &amp;número de sementes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocidade da animação</translation>
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
        <translation>Instantânea</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S&amp;ound</source>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Definições…</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/menus.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/commands.py" line="+8"/>
        <source>&amp;Rules of Wari</source>
        <translation>&amp;Regras do Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>A&amp;talhos de teclado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Wari</source>
        <translation>&amp;Sobre o Wari</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Sugestão</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{command} ({keys})</source>
        <translation>{command} ({keys})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back the last move (against the computer, your move and its reply)</source>
        <translation>Anular a última jogada (contra o computador, a sua jogada e a resposta dele)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again the move taken back</source>
        <translation>Voltar a jogar a jogada anulada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask the computer for the best move; the board rings it</source>
        <translation>Pedir ao computador a melhor jogada; o tabuleiro marca-a com um anel</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/play_input.py" line="+69"/>
        <source>{house} was not played: the computer moves first. Choose your move once its move has been shown.</source>
        <translation>{house} não foi jogada: o computador joga primeiro. Escolha a sua jogada quando a dele tiver sido mostrada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{house} will be played when the sowing ends.</source>
        <translation>{house} será jogada quando a sementeira terminar.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{house} was not played: choose your move now that the computer has moved.</source>
        <translation>{house} não foi jogada: agora que o computador jogou, escolha a sua jogada.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/main_window.py" line="+319"/>
        <source>Looking for a good move…</source>
        <extracomment>Asks the player a yes/no question (tests replace it).</extracomment>
        <translation>À procura de uma boa jogada…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Quer mesmo desistir deste jogo?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the computer whether captures are still possible…</source>
        <translation>A perguntar ao computador se ainda há capturas possíveis…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End by agreement</source>
        <translation>Terminar por acordo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do both players agree that no more captures are possible? Each player then takes the seeds on their side.</source>
        <translation>Os dois jogadores concordam que já não há capturas possíveis? Cada jogador fica então com as sementes do seu lado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer agrees: the game ends.</source>
        <translation>O computador concorda: o jogo termina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer declines: it still sees captures ahead.</source>
        <translation>O computador recusa: ainda vê capturas pela frente.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/files.py" line="+90"/>
        <source>Open a game</source>
        <extracomment>Where the last folder used in an Open or Save dialog is kept (QSettings key). Milliseconds between two looks whether the dialog in the way of a file sent by a second start has closed. Asks whether to save unsaved moves: &quot;save&quot;, &quot;discard&quot; or &quot;cancel&quot; (tests replace it). Before another game replaces the board: None when no online game of the player&apos;s is in progress on it, else whether the player leaves it (the window sets it to ``OnlineGames.may_leave``). Tells the player about a problem (title, text) in a dialog (tests replace it).</extracomment>
        <translation>Abrir um jogo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot open {name}</source>
        <translation>Não é possível abrir {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path} is empty: there is no game in it.</source>
        <translation>{path} está vazio: não contém nenhum jogo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line {line}, column {column}: </source>
        <translation>linha {line}, coluna {column}: </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file is not a game record Wari can read.

{where}{problem}</source>
        <translation>Este ficheiro não é um registo de jogo que o Wari consiga ler.

{where}{problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path} is a folder, not a game record.</source>
        <translation>{path} é uma pasta, não um registo de jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file {path}.</source>
        <translation>Não existe o ficheiro {path}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} cannot be read: {reason}.</source>
        <translation>Não é possível ler {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>wari-game.ogn</source>
        <translation>jogo-wari.ogn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game</source>
        <translation>Guardar o jogo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot save {name}</source>
        <translation>Não é possível guardar {name}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the finished game?</source>
        <translation>Guardar o jogo terminado?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the computers&apos; game?</source>
        <translation>Parar o jogo dos computadores?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The moves played since {name} was last saved are not in the file yet.</source>
        <translation>As jogadas feitas desde a última vez que {name} foi guardado ainda não estão no ficheiro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This finished game has not been saved in a file.</source>
        <translation>Este jogo terminado não foi guardado num ficheiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game between the computers has not been saved in a file.</source>
        <translation>O jogo entre os computadores não foi guardado num ficheiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game in progress has not been saved in a file.</source>
        <translation>O jogo em curso não foi guardado num ficheiro.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Leave this game?</source>
        <translation>Sair deste jogo?</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/session/document.py" line="+236"/>
        <source>Computer {side} ({level})</source>
        <translation>Computador {side} ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer ({level})</source>
        <translation>Computador ({level})</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>New game</source>
        <extracomment>A study tool&apos;s addition to the record saved (comments, a review). The tag that marks a game against the computer in which the player had help: its value says which (&quot;analysis&quot;, &quot;hint&quot;, &quot;undo&quot;). Such a game does not move the player&apos;s rating. The tag that says a finished game has been rated (its value: the rating after it). The tags and comments of the record the game came from (a game started here: its date). Tags saved with the game besides the players&apos; (the analysis mark, for one). The player&apos;s name, written as the person&apos;s side in a game against the computer (shown as &quot;You&quot; on screen); &quot;&quot; writes &quot;You&quot; there too.</extracomment>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="+70"/>
        <source>Your rating stays {rating:.0f}: you had help in this game.</source>
        <extracomment>What the thinking computer&apos;s card says after &quot;thinking&quot; (its depth, its move).</extracomment>
        <translation>A sua classificação mantém-se em {rating:.0f}: teve ajuda neste jogo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating: {rating:.0f} ({change}).</source>
        <translation>A sua classificação: {rating:.0f} ({change}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rated as a game against {level}, the weakest level you played.</source>
        <translation>Classificado como um jogo contra o nível {level}, o mais fraco que enfrentou.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>thinking…</source>
        <translation>a pensar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move</source>
        <translation>a jogar</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>thinking</source>
        <translation>a pensar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{side} · houses {houses} · you · rating {rating}</source>
        <translation>{side} · casas {houses} · você · pontuação {rating}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} · houses {houses} · you</source>
        <translation>{side} · casas {houses} · você</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side} · houses {houses} · computer</source>
        <translation>{side} · casas {houses} · computador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} · houses {houses}</source>
        <translation>{side} · casas {houses}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Showing the board at the start. Press Esc or click the last move to return to the game.</source>
        <translation>A mostrar o tabuleiro no início. Prima Esc ou clique na última jogada para voltar ao jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the board after move {n} ({side}). Press Esc or click the last move to return to the game.</source>
        <translation>A mostrar o tabuleiro depois da jogada {n} ({side}). Prima Esc ou clique na última jogada para voltar ao jogo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over: each player takes the seeds on their side…</source>
        <translation>O jogo terminou: cada jogador fica com as sementes do seu lado…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing…</source>
        <translation>A semear…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} is thinking…</source>
        <translation>{player} está a pensar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move: click one of your houses or type its letter.</source>
        <translation>A sua vez: clique numa das suas casas ou escreva a sua letra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} to move</source>
        <translation>{player} a jogar</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/help_pages.py" line="+67"/>
        <source>About Wari</source>
        <translation>Sobre o Wari</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;Oware abapa, the Mancala game of West Africa and the Caribbean, on a wooden board.&lt;/p&gt;&lt;p&gt;Rules after the Oware Society, with the Italian variants. Game records in OGN.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wari {version}&lt;/h3&gt;&lt;p&gt;Oware abapa, o jogo de mancala da África Ocidental e das Caraíbas, num tabuleiro de madeira.&lt;/p&gt;&lt;p&gt;Regras segundo a Oware Society, com as variantes italianas. Registos de jogos em OGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The computer thinks with the compiled C search core.&lt;/p&gt;</source>
        <translation>&lt;p&gt;O computador pensa com o núcleo de pesquisa compilado em C.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;The computer thinks with the pure-Python search (the compiled core was not built).&lt;/p&gt;</source>
        <translation>&lt;p&gt;O computador pensa com a pesquisa em Python puro (o núcleo compilado não foi construído).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/display.py" line="-47"/>
        <source>{side} · houses {houses} · rating {rating}</source>
        <translation>{side} · casas {houses} · pontuação {rating}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/window/online_menu.py" line="+69"/>
        <source>Play On&amp;line…</source>
        <extracomment>The shortcut of &quot;Play Online…&quot; (New Game is Ctrl+N). The game in progress noted for the next start, and the way back to it. The offers to the player, on a notice over the board. The notice of the player&apos;s tournament game, when one comes to the board.</extracomment>
        <translation>Jogar on&amp;line…</translation>
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
        <translation>A mensagem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The message&apos;s details</source>
        <translation>Os pormenores da mensagem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this message</source>
        <translation>Fechar esta mensagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer yes</source>
        <translation>Responder sim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer no</source>
        <translation>Responder não</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game first</source>
        <translation>Guardar primeiro o jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on without saving these moves</source>
        <translation>Continuar sem guardar estas jogadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the game (Esc)</source>
        <translation>Voltar ao jogo (Esc)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/move_list.py" line="+107"/>
        <source>Click to see the board after this move</source>
        <extracomment>Follows a move that has a comment (the comment is in the move&apos;s tooltip).</extracomment>
        <translation>Clique para ver o tabuleiro depois desta jogada</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>South</source>
        <translation>Sul</translation>
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
        <translation>a aprender o jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays for fun and slips now and then</source>
        <translation>joga por diversão e engana-se de vez em quando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady club player</source>
        <translation>um jogador de clube regular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks eight moves ahead</source>
        <translation>vê oito jogadas à frente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thinks up to 2 s a move</source>
        <translation>pensa até 2 s por jogada</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/dialog_parts.py" line="+58"/>
        <source>Captures nothing (Oware abapa)</source>
        <translation>Não captura nada (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played, but it captures nothing: the rule of the Oware Society.</source>
        <translation>A jogada pode ser feita, mas não captura nada: a regra da Oware Society.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forbidden (Italian rule)</source>
        <translation>Proibido (regra italiana)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move may be played only when there is no other; it then captures nothing.</source>
        <translation>A jogada só pode ser feita quando não há outra; nesse caso não captura nada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A grand slam is a move that would capture every seed on the opponent&apos;s side.</source>
        <translation>Um grand slam é uma jogada que capturaria todas as sementes do lado do adversário.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand slam</source>
        <translation>Grand slam</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Must be fed (Oware abapa)</source>
        <translation>Tem de ser alimentado (Oware abapa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The opponent must play a move that gives it seeds; if no move can, the game ends.</source>
        <translation>O adversário tem de fazer uma jogada que lhe dê sementes; se nenhuma jogada o puder fazer, o jogo termina.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutti a casa: the game ends</source>
        <translation>Tutti a casa: o jogo termina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once; each player takes the seeds on their side.</source>
        <translation>O jogo termina logo; cada jogador fica com as sementes do seu lado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Libertà al più forte: it passes</source>
        <translation>Libertà al più forte: passa a vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with no seeds passes; the other plays freely meanwhile.</source>
        <translation>O jogador sem sementes passa a vez; o outro joga livremente entretanto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens when a player has no seeds left on their side.</source>
        <translation>O que acontece quando um jogador já não tem sementes do seu lado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty side</source>
        <translation>Um lado vazio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the game when a position repeats</source>
        <translation>Terminar o jogo quando uma posição se repete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the same position comes round again, the game ends and each player takes the seeds on their side. Without it, only an agreement ends an endless game.</source>
        <translation>Quando a mesma posição volta a surgir, o jogo termina e cada jogador fica com as sementes do seu lado. Sem esta opção, só um acordo termina um jogo sem fim.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/new_game_dialog.py" line="+62"/>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays, who starts, and by which rules.</source>
        <translation>Quem joga, quem começa e com que regras.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock:</source>
        <translation>Relógio:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How:</source>
        <translation>Como:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{level} — {description}</source>
        <translation>{level} — {description}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A friend on this screen</source>
        <translation>Um amigo neste ecrã</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person on another computer</source>
        <translation>Uma pessoa noutro computador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the computer at one of five levels, or play a friend, taking turns at this screen.</source>
        <translation>Jogue contra o computador num de cinco níveis, ou contra um amigo, à vez neste ecrã.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or play a person on another computer, on this network or on a server.</source>
        <translation>Ou jogue com uma pessoa noutro computador, nesta rede ou num servidor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponent:</source>
        <translation>Adversário:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match My Level: {level}</source>
        <translation>Ao meu nível: {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the computer at the level nearest your rating</source>
        <translation>Jogar contra o computador no nível mais próximo da sua classificação</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South (houses A–F)</source>
        <translation>Sul (casas A–F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North (houses a–f)</source>
        <translation>Norte (casas a–f)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South owns the houses A to F, North the houses a to f. Your side is drawn at the bottom of the board, whichever you choose.</source>
        <translation>O Sul tem as casas de A a F, o Norte as casas de a a f. O seu lado é desenhado na parte de baixo do tabuleiro, seja qual for o que escolher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your side:</source>
        <translation>O seu lado:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By lot</source>
        <translation>À sorte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who makes the first move. By lot: drawn at random when the game starts.</source>
        <translation>Quem faz a primeira jogada. À sorte: sorteado quando o jogo começa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who starts:</source>
        <translation>Quem começa:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grand slam:</source>
        <translation>Grand slam:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An empty side:</source>
        <translation>Um lado vazio:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard rules</source>
        <translation>Regras normais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the rules of Oware abapa.</source>
        <translation>Voltar às regras do Oware abapa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+156"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with these choices (Enter)</source>
        <translation>Começar um novo jogo com estas escolhas (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Fechar e continuar o jogo em curso (Esc)</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>O computador</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The standard rules of Oware abapa.</source>
        <translation>As regras normais do Oware abapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant rules (see the rules of Wari).</source>
        <translation>Regras variantes (ver as regras do Wari).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case supplementari: South owns {south} houses and North {north} in this game of the match.</source>
        <translation>Case supplementari: neste jogo do encontro, o Sul tem {south} casas e o Norte {north}.</translation>
    </message>
</context>
<context>
    <name>OfferNotice</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_notice.py" line="+125"/>
        <source>Game offered</source>
        <extracomment>The gap between the notice and the board&apos;s edges (before text scaling). The widest the notice grows (before text scaling).</extracomment>
        <translation>Partida oferecida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Accept</source>
        <translation>&amp;Aceitar</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>&amp;Decline</source>
        <translation>&amp;Recusar</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Play the game offered: it starts on this board</source>
        <translation>Jogar a partida proposta: começa neste tabuleiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say no to the game offered; the one who offered it is told</source>
        <translation>Recusar a partida proposta; quem a propôs é avisado</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>and %n more waiting</source>
        <translation>
            <numerusform>e mais %n à espera</numerusform>
            <numerusform>e mais %n à espera</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not start</source>
        <translation>A partida não pôde começar</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your tournament game</source>
        <translation>Sua partida de torneio</translation>
    </message>
</context>
<context>
    <name>OfferNotices</name>
    <message>
        <location line="+116"/>
        <source>Your Online Game</source>
        <extracomment>Whether the player&apos;s own online game is in progress on the board. Asks a yes/no question (tests replace it).</extracomment>
        <translation>A sua partida online</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game in progress goes on on the server without you, your clock running. Accept this offer all the same?</source>
        <translation>A sua partida em curso continua no servidor sem si, com o seu relógio a correr. Aceitar esta oferta mesmo assim?</translation>
    </message>
</context>
<context>
    <name>OfferWords</name>
    <message>
        <location filename="../../wari_desktop/gui/online/offer_words.py" line="+33"/>
        <source>you play South (you move first)</source>
        <translation>você joga com o Sul (move primeiro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you play North</source>
        <translation>você joga com o Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sides drawn by lot</source>
        <translation>lados sorteados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>standard rules</source>
        <translation>regras padrão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>grand slam forbidden</source>
        <translation>grand slam proibido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no end by repetition</source>
        <translation>sem fim por repetição</translation>
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
        <translation>regras variantes: {options}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rematch offered by {player}</source>
        <translation>Revanche oferecida por {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge from {player}</source>
        <translation>Desafio de {player}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: you move first</source>
        <translation>Você joga com o Sul: move primeiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North</source>
        <translation>Você joga com o Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides drawn by lot</source>
        <translation>Lados sorteados</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player} offers a rematch: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} oferece uma revanche: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} challenges you: {clock}, {mode}, {rules}; {side}.</source>
        <translation>{player} desafia você: {clock}, {mode}, {rules}; {side}.</translation>
    </message>
</context>
<context>
    <name>OnlineAddress</name>
    <message>
        <location filename="../../wari_desktop/gui/online/credentials.py" line="+43"/>
        <source>type the server&apos;s address, such as club.example.org</source>
        <extracomment>The port ``wari-server`` listens on unless told otherwise. The keyring&apos;s service name for the tokens (the account is ``name@address``).</extracomment>
        <translation>escreva o endereço do servidor, por exemplo club.example.org</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the address starts with ws:// or wss://, or with the server&apos;s name</source>
        <translation>o endereço começa por ws:// ou wss://, ou pelo nome do servidor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a server&apos;s address: type a name such as club.example.org, or an address such as 192.168.1.20</source>
        <translation>isto não é o endereço de um servidor: escreva um nome como club.example.org, ou um endereço como 192.168.1.20</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the port is a number from 1 to 65535</source>
        <translation>a porta é um número de 1 a 65535</translation>
    </message>
</context>
<context>
    <name>OnlineConnection</name>
    <message>
        <location filename="../../wari_desktop/gui/online/connection.py" line="+493"/>
        <source>Connection lost: reconnecting…</source>
        <extracomment>The code of a request refused because no connection is open (the server&apos;s are in ``protocol.ErrorCode``). The code of a request whose connection dropped before its answer. The key under which a frame, an event or an answer handed out keeps the monotonic time it came (the connection&apos;s own: no protocol field starts with &quot;_&quot;). Every frame the server sends of its own accord, whatever its kind. A ``lobby`` frame: open seeks, players online, games in progress. A ``game`` frame: a game that starts, or one watched or caught up on (the same game may come again, after a reconnection: the frame is its whole state). A game&apos;s event: the game&apos;s id and the event. A challenge to this player (its offer: id, by, clock, rated, rules, side). A challenge that is no longer open: its id and why. A challenge to this player answered from here (accepted or declined): its id. The ``ConnectionState`` changed (its value). The quiet banner&apos;s text (&quot;&quot; when there is nothing to say). The connection is open: the server&apos;s welcome. The connection could not be opened: why, in a sentence (``connect_errors``). Signed in (an ``Account``), or signed out. The token kept from before was not accepted: the player signs in again. Every request by name, with its fields as the protocol has them. A game on this network (joined), and a game hosted in this program: where.</extracomment>
        <translation>Ligação perdida: a religar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting to the server…</source>
        <translation>A ligar ao servidor…</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+22"/>
        <source>by resignation</source>
        <translation>por desistência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on time</source>
        <translation>por tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by agreement</source>
        <translation>por acordo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You claimed the game: {loser} left it and did not come back.</source>
        <translation>Reclamou a partida: {loser} saiu e não voltou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} claimed the game: you left it and did not come back in time.</source>
        <translation>{winner} reclamou a partida: saiu dela e não voltou a tempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} claimed the game: {loser} left it and did not come back.</source>
        <translation>{winner} reclamou a partida: {loser} saiu e não voltou.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game was aborted: no result.</source>
        <translation>O jogo foi anulado: sem resultado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was called off: no result.</source>
        <translation>O jogo foi dado por terminado: sem resultado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was aborted: a first move did not come in time.</source>
        <translation>O jogo foi anulado: uma primeira jogada não chegou a tempo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Both lose by forfeit: neither made a first move in time.</source>
        <translation>Os dois perdem por W.O.: nenhum fez o primeiro lance a tempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win by forfeit: {loser} made no first move in time.</source>
        <translation>Você vence por W.O.: {loser} não fez o primeiro lance a tempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose by forfeit: you made no first move in time.</source>
        <translation>Você perde por W.O.: não fez o primeiro lance a tempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins by forfeit: {loser} made no first move in time.</source>
        <translation>{winner} vence por W.O.: {loser} não fez o primeiro lance a tempo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win</source>
        <translation>Você ganhou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins</source>
        <translation>{name} ganhou</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {before} → {after}</source>
        <translation>Sua pontuação: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>OnlineGamePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/online/game_panel.py" line="+54"/>
        <source>Resign</source>
        <extracomment>The longest chat line the server takes. The chat lines kept on show.</extracomment>
        <translation>Desistir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give up this game: your opponent wins</source>
        <translation>Desistir deste jogo: o seu adversário ganha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer to End</source>
        <translation>Propor terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer to end the game now, each taking the seeds on their side</source>
        <translation>Propor terminar o jogo agora, cada um fica com as sementes do seu lado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the End</source>
        <translation>Aceitar terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agree to end the game as your opponent offers</source>
        <translation>Aceitar terminar o jogo como o seu adversário propõe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on: refuse your opponent&apos;s offer</source>
        <translation>Continuar: recusar a proposta do seu adversário</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abort</source>
        <translation>Anular o jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the game off before it counts (before the second move)</source>
        <translation>Anular o jogo antes que conte (antes da segunda jogada)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Claim Win</source>
        <translation>Reclamar a vitória</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponent has not come back in time: win the game</source>
        <translation>O seu adversário não voltou a tempo: ganhar o jogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call Off</source>
        <translation>Dar por terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent has not come back in time: end the game without a result</source>
        <translation>O seu adversário não voltou a tempo: terminar o jogo sem resultado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer your opponent another game, colours swapped</source>
        <translation>Propor ao seu adversário outro jogo, trocando de lado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chat</source>
        <translation>Conversa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say something</source>
        <translation>Diga algo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to your opponent (Enter sends it)</source>
        <translation>Diga algo ao seu adversário (Enter envia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat line</source>
        <translation>Linha da conversa</translation>
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
        <translation>Deixar o jogo online</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your online game goes on without you, and your clock keeps running. Close anyway?</source>
        <translation>Seu jogo online continua sem você, e seu relógio continua correndo. Fechar mesmo assim?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your online game goes on without you, and your clock keeps running. Leave it for another game?</source>
        <translation>Seu jogo online continua sem você, e seu relógio continua correndo. Deixá-lo por outro jogo?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game cannot be shown: {why}</source>
        <translation>Este jogo não pode ser mostrado: {why}</translation>
    </message>
    <message>
        <location line="+283"/>
        <source>Sent {move}: waiting for the server…</source>
        <translation>Enviada {move}: à espera do servidor…</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>{name} declines to end the game.</source>
        <translation>{name} recusa terminar o jogo.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The game&apos;s record could not be saved: {why}</source>
        <translation>Não foi possível salvar o jogo: {why}</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/end_words.py" line="+8"/>
        <source>{name}: connection lost, {seconds} s to claim the game</source>
        <translation>{name}: conexão perdida, {seconds} s para reclamar o jogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has not come back: you may claim the win or call the game off</source>
        <translation>{name} não voltou: você pode reclamar a vitória ou dar o jogo por terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has not come back</source>
        <translation>{name} não voltou</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: {south} {south_seeds}, {north} {north_seeds}.</source>
        <translation>{name} propõe terminar a partida, cada lado ficando com as sementes do seu lado: {south} {south_seeds}, {north} {north_seeds}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You offered to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>Propôs terminar a partida, cada lado ficando com as sementes do seu lado: ficaria com {mine}, {name} com {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} offers to end the game, each side taking the seeds on its own side: you would have {mine}, {name} {theirs}.</source>
        <translation>{name} propõe terminar a partida, cada lado ficando com as sementes do seu lado: ficaria com {mine}, {name} com {theirs}.</translation>
    </message>
    <message>
        <location filename="../../wari_desktop/gui/online/online_game.py" line="+94"/>
        <source>The server did not take your move: {why}</source>
        <translation>O servidor não aceitou sua jogada: {why}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do you really want to resign this game?</source>
        <translation>Quer mesmo desistir deste jogo?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Rematch offered to {name}.</source>
        <translation>Revanche proposta a {name}.</translation>
    </message>
</context>
<context>
    <name>OnlineRefusals</name>
    <message>
        <location filename="../../wari_desktop/gui/online/refusals.py" line="+18"/>
        <source>Wrong name or password.</source>
        <translation>Nome ou palavra-passe errados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name is taken on this server: choose another.</source>
        <translation>Esse nome já está a ser usado neste servidor: escolha outro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server takes new players by invitation only.</source>
        <translation>Este servidor só aceita novos jogadores por convite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This account has been disabled by the server&apos;s admin.</source>
        <translation>Esta conta foi desativada pelo administrador do servidor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many failed sign-ins: wait a little and try again.</source>
        <translation>Demasiadas tentativas falhadas: espere um pouco e tente de novo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guests play casual games only: sign up to play rated games.</source>
        <translation>Os convidados só jogam partidas amigáveis: crie uma conta para jogar partidas com classificação.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seek, challenge or game is no longer there.</source>
        <translation>Essa proposta, desafio ou partida já não existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full: try again later.</source>
        <translation>O servidor está cheio: tente mais tarde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This server speaks another version of the protocol: one of you needs an update.</source>
        <translation>Este servidor fala outra versão do protocolo: um dos dois precisa de ser atualizado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not connected to a server.</source>
        <translation>Sem ligação a um servidor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection dropped before the server answered: try again.</source>
        <translation>A ligação caiu antes de o servidor responder: tente de novo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The server refused.</source>
        <translation>O servidor recusou.</translation>
    </message>
</context>
<context>
    <name>OrganiserMenu</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_organiser.py" line="+66"/>
        <source>&amp;Start Now</source>
        <extracomment>Ask the organiser (tests replace them): a choice among items, a reason.</extracomment>
        <translation>&amp;Começar agora</translation>
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
        <translation>Encerrar as &amp;inscrições</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Correct Result…</source>
        <translation>&amp;Corrigir o resultado…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw a Player…</source>
        <translation>&amp;Retirar um jogador…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Registration</source>
        <translation>Abrir as &amp;inscrições</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Started: the first round is paired.</source>
        <translation>Começou: a primeira rodada está emparelhada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resumed.</source>
        <translation>Retomado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: no new round is paired until you resume.</source>
        <translation>Pausado: nenhuma nova rodada é emparelhada até você retomar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The registration is closed.</source>
        <translation>As inscrições estão encerradas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The registration is open.</source>
        <translation>As inscrições estão abertas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a game on the Pairings tab first.</source>
        <translation>Escolha primeiro uma partida na aba Emparelhamentos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct Result</source>
        <translation>Corrigir o resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}, board {board}: {south} – {north}</source>
        <translation>Rodada {round}, tabuleiro {board}: {south} – {north}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>Why (kept in the tournament&apos;s log):</source>
        <translation>Por quê (fica no registro do torneio):</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The result is corrected.</source>
        <translation>O resultado foi corrigido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Withdraw a Player</source>
        <translation>Retirar um jogador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player to withdraw:</source>
        <translation>O jogador a retirar:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is withdrawn: not paired again.</source>
        <translation>{name} foi retirado: não é mais emparelhado.</translation>
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
        <translation>Jogador: {name}</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Tournaments entered</source>
        <translation>Torneios disputados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ended</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clock</source>
        <translation>Relógio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review Game</source>
        <translation>&amp;Rever a partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the chosen game on the board to review it</source>
        <translation>Abre a partida escolhida no tabuleiro para a rever</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Latest games</source>
        <translation>Últimas partidas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Não foi possível ler a resposta do servidor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{won} won · {drawn} drawn · {lost} lost</source>
        <translation>{won} ganhas · {drawn} empatadas · {lost} perdidas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} ({stage})</source>
        <translation>{name} ({stage})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournaments: {events}</source>
        <translation>Torneios: {events}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} · playing now</source>
        <translation>{name} · a jogar agora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} · online</source>
        <translation>{name} · ligado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A guest: no rating, casual games only.</source>
        <translation>Um convidado: sem classificação, só partidas amigáveis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating {rating}? ± {deviation} (provisional) · rated games: {games}</source>
        <translation>Classificação {rating}? ± {deviation} (provisória) · partidas com classificação: {games}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rating {rating} ± {deviation} · rated games: {games}</source>
        <translation>Classificação {rating} ± {deviation} · partidas com classificação: {games}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>won</source>
        <translation>ganha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drawn</source>
        <translation>empatada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no result</source>
        <translation>sem resultado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>com classificação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amigável</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no player {name} on this server.</source>
        <translation>Não há nenhum jogador {name} neste servidor.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a game in the list first.</source>
        <translation>Escolha primeiro uma partida na lista.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game could not be kept: {reason}</source>
        <translation>Não foi possível guardar a partida: {reason}</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../wari_desktop/gui/study/position_editor.py" line="+62"/>
        <location line="+37"/>
        <source>Set Up Position</source>
        <extracomment>The lines of text kept for the message under the board: its longest English text at the editor&apos;s least width (the famine explanation) takes two.</extracomment>
        <translation>Preparar posição</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a house or a store to add a seed, right-click to take one away, or turn the wheel. Drag from one pit to another to move a seed; with Shift, a click adds or removes 5 and a drag moves them all. Keys: the arrows, + and -, a number.</source>
        <translation>Clique numa casa ou num depósito para juntar uma semente, clique com o botão direito para tirar uma, ou rode a roda. Arraste de uma cova para outra para mover uma semente; com Shift, um clique junta ou tira 5 e arrastar move-as todas. Teclas: as setas, + e -, um número.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{side} to move</source>
        <translation>{side} a jogar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays the first move from this position</source>
        <translation>Quem faz a primeira jogada a partir desta posição</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>To move:</source>
        <translation>A jogar:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand slam:</source>
        <translation>Grand slam:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty side:</source>
        <translation>Um lado vazio:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The position as a FEN: the 12 houses A to f, South&apos;s store, North&apos;s store, and S or N for the player to move. Type one and press Enter to set it up.</source>
        <translation>A posição em FEN: as 12 casas de A a f, o depósito do Sul, o depósito do Norte, e S ou N para o jogador que joga. Escreva uma e prima Enter para a preparar.</translation>
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
        <translation>Colar FEN</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Empty Board</source>
        <translation>Tabuleiro vazio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening Position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put the position&apos;s FEN on the clipboard</source>
        <translation>Pôr o FEN da posição na área de transferência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the FEN on the clipboard</source>
        <translation>Preparar o FEN da área de transferência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take every seed off the board</source>
        <translation>Tirar todas as sementes do tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put 4 seeds in each house and empty the stores</source>
        <translation>Pôr 4 sementes em cada casa e esvaziar os depósitos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Fechar e continuar o jogo em curso (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a game from this position (Enter)</source>
        <translation>Começar um jogo a partir desta posição (Enter)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This is not a position Wari can set up: {problem}</source>
        <translation>Esta não é uma posição que o Wari consiga preparar: {problem}</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Seeds: {total} of 48; %n missing. Add them to play.</source>
        <translation>
            <numerusform>Sementes: {total} de 48; falta %n. Junte-a para jogar.</numerusform>
            <numerusform>Sementes: {total} de 48; faltam %n. Junte-as para jogar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Seeds: {total} of 48; %n too many. Take them away to play.</source>
        <translation>
            <numerusform>Sementes: {total} de 48; %n a mais. Tire-a para jogar.</numerusform>
            <numerusform>Sementes: {total} de 48; %n a mais. Tire-as para jogar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules cannot continue from here: the game would be over at once ({reason}), {south}–{north}.</source>
        <translation>As regras não podem continuar daqui: o jogo terminaria logo ({reason}), {south}–{north}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All 48 seeds are there. {player} has no seeds and passes, so {mover} moves first.</source>
        <translation>Estão lá as 48 sementes. {player} não tem sementes e passa a vez, por isso {mover} joga primeiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All 48 seeds are there; {player} to move. Press Play to start.</source>
        <translation>Estão lá as 48 sementes; {player} a jogar. Prima Jogar para começar.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/puzzle_texts.py" line="+20"/>
        <source>Chain capture</source>
        <extracomment>The translation context of the texts built outside the window class.</extracomment>
        <translation>Captura em cadeia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>Captura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Famine</source>
        <translation>Fome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand slam</source>
        <translation>Grand slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet move</source>
        <translation>Jogada calma</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last seed starts a chain: house after house is taken.</source>
        <translation>A última semente inicia uma cadeia: as casas são levadas umas atrás das outras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The capture is the move that counts here.</source>
        <translation>Aqui, o que conta é a captura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent is left with nothing to play: a famine, and the seeds left are yours.</source>
        <translation>O seu adversário fica sem nada para jogar: fome, e as sementes que restam são suas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mind the grand slam: a move that would take every seed on the other side takes nothing.</source>
        <translation>Atenção ao grand slam: uma jogada que levaria todas as sementes do outro lado não leva nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other move lets the ending slip.</source>
        <translation>Qualquer outra jogada deixa escapar o final.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No capture yet: the move prepares what the others cannot.</source>
        <translation>Ainda nenhuma captura: a jogada prepara o que as outras não conseguem.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play {move}: a grand slam, so it captures nothing.</source>
        <translation>Joga {move}: um grand slam, por isso não captura nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move} and capture {seeds} from {houses}.</source>
        <translation>Joga {move} e captura {seeds} de {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play {move}.</source>
        <translation>Joga {move}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}: a grand slam, so it captures nothing.</source>
        <translation>{side} joga {move}: um grand slam, por isso não captura nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move} and captures {seeds} from {houses}.</source>
        <translation>{side} joga {move} e captura {seeds} de {houses}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} plays {move}.</source>
        <translation>{side} joga {move}.</translation>
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
        <translation>Não foi possível carregar os problemas: {error}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your puzzle progress file was damaged; what could be read of it was kept.</source>
        <translation>O ficheiro do seu progresso nos problemas estava danificado; o que foi possível ler foi mantido.</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+154"/>
        <source>Puzzle of the day</source>
        <translation>Problema do dia</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Puzzles of this grade</source>
        <translation>Problemas desta dificuldade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tick marks the puzzles you have solved. Choose one to show it.</source>
        <translation>Um visto marca os problemas que resolveu. Escolha um para o mostrar.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Try Again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show Answer</source>
        <translation>Mostrar a solução</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Puzzle</source>
        <translation>Problema seguinte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put the puzzle&apos;s board back and answer again</source>
        <translation>Repor o tabuleiro do problema e responder de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the winning move</source>
        <translation>Fazer a jogada vencedora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on to the next unsolved puzzle of this grade</source>
        <translation>Passar ao problema seguinte por resolver desta dificuldade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the puzzles (Esc)</source>
        <translation>Fechar os problemas (Esc)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{mark}{number}. {theme}</source>
        <translation>{mark}{number}. {theme}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{solved} of {total} solved</source>
        <translation>Resolvidos: {solved} de {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak: {streak}   Best streak: {best}</source>
        <translation>Série: {streak}   Melhor série: {best}</translation>
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
        <translation>Problema do dia
(nenhum)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>★ Puzzle of the day · {grade}{solved}
{day}</source>
        <translation>★ Problema do dia · {grade}{solved}
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
        <translation>{player} a jogar. Uma jogada ganha, e só uma: encontre-a.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There are no puzzles.</source>
        <translation>Não há problemas para mostrar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click the house you would play, or type its letter.</source>
        <translation>Clique na casa que jogaria, ou escreva a sua letra.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>That move cannot be played.</source>
        <translation>Essa jogada não pode ser feita.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sowing…</source>
        <translation>A semear…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The answer: {move}.</source>
        <translation>A solução: {move}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right! {move} wins.</source>
        <translation>Certo! {move} ganha.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The winning line: {line}</source>
        <translation>A linha vencedora: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over: South {south}, North {north}.</source>
        <translation>O jogo terminou: Sul {south}, Norte {north}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With best play from here you lose by {seeds} seeds.</source>
        <translation>Com o melhor jogo a partir daqui, perde por {seeds} sementes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With best play from here the game is only drawn.</source>
        <translation>Com o melhor jogo a partir daqui, o jogo fica só empatado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search sees you lose the game by force after this move, by {seeds} seeds.</source>
        <translation>A pesquisa vê que, depois desta jogada, perde o jogo de forma forçada, por {seeds} sementes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winning move wins the game by force; the search sees that this one does not.</source>
        <translation>A jogada vencedora ganha o jogo de forma forçada; a pesquisa vê que esta não.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search rates this move {seeds} seeds worse than the winning one.</source>
        <translation>A pesquisa avalia esta jogada {seeds} sementes pior do que a vencedora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this one.</source>
        <translation>Essa não.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Proven by the endgame table: with best play you gain {value} of the {seeds} seeds on the board, and every other move fails to win.</source>
        <translation>{theme}. Provado pela tabela de finais: com o melhor jogo ganha {value} das {seeds} sementes do tabuleiro, e nenhuma outra jogada ganha.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): it wins the game by force, by {seeds} seeds; no other move is seen to win.</source>
        <translation>{theme}. Julgado por uma pesquisa a {depth} meias-jogadas (um indício forte, não uma prova): ganha o jogo de forma forçada, por {seeds} sementes; nenhuma outra jogada parece ganhar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{theme}. Judged by a {depth}-ply search (strong evidence, not a proof): at least {margin} seeds better than any other move.</source>
        <translation>{theme}. Julgado por uma pesquisa a {depth} meias-jogadas (um indício forte, não uma prova): pelo menos {margin} sementes melhor do que qualquer outra jogada.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>a jogar</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_chart.py" line="+87"/>
        <source>Rating chart</source>
        <extracomment>Steps of the axes&apos; marks: a rating step and a game step are the first that leave at most this many marks. The level whose rating is only a lower bound (it won every game against the next). Games above which the dots are left out (the line alone reads better).</extracomment>
        <translation>Gráfico da classificação</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>A sua classificação jogo a jogo, em {count} jogos classificados: de {start} a {now}; máxima {best}, mínima {worst}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a game against the computer to get a rating</source>
        <translation>Jogue um jogo contra o computador para obter uma classificação</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Games played</source>
        <translation>Jogos jogados</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>won against {level}</source>
        <translation>ganho contra {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>empatado com {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>perdido contra {level}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game {number}, {date}: {result}
Rating after it: {rating}</source>
        <translation>Jogo {number}, {date}: {result}
Classificação depois do jogo: {rating}</translation>
    </message>
</context>
<context>
    <name>RatingController</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rating_control.py" line="+59"/>
        <source>&amp;Your Rating…</source>
        <extracomment>The tag listing the levels the computer played at in this game (space-separated, weakest first): the game is rated against the first.</extracomment>
        <translation>A sua &amp;classificação…</translation>
    </message>
</context>
<context>
    <name>RatingDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_dialog.py" line="+53"/>
        <source>Your Rating</source>
        <translation>A sua classificação</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your rating</source>
        <translation>A sua classificação</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Assisted games (hints, a move taken back, the analysis) are counted in the table but do not change your rating. A game in which you changed the level counts as a game against the weakest level you played.</source>
        <translation>Os jogos assistidos (sugestões, uma jogada anulada, a análise) contam na tabela, mas não alteram a sua classificação. Um jogo em que mudou de nível conta como um jogo contra o nível mais fraco que enfrentou.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Fechar esta página (Esc)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your rating: {rating}</source>
        <translation>A sua classificação: {rating}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated yet</source>
        <translation>Por classificar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating starts at {rating} and settles as you play.</source>
        <translation>A sua classificação começa em {rating} e estabiliza à medida que joga.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MATCH MY LEVEL</source>
        <translation>AO MEU NÍVEL</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match my level: {level}</source>
        <translation>Ao meu nível: {level}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Very likely between {low} and {high}.</source>
        <translation>Muito provavelmente entre {low} e {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>won against {level}</source>
        <translation>ganho contra {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew with {level}</source>
        <translation>empatado com {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to {level}</source>
        <translation>perdido contra {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rated games: {count}. Last game: {change} ({result}).</source>
        <translation>Jogos classificados: {count}. Último jogo: {change} ({result}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A first guess: the level rated nearest {rating}, where every new rating starts.</source>
        <translation>Uma primeira estimativa: o nível com a classificação mais próxima de {rating}, onde começa qualquer classificação nova.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level rated nearest to you ({rating}): expect close games.</source>
        <translation>O nível com a classificação mais próxima da sua ({rating}): conte com jogos renhidos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your rating file could not be read ({error}). Games you play now may not be saved.</source>
        <translation>Não foi possível ler o ficheiro da sua classificação ({error}). Os jogos que jogar agora podem não ser guardados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was too large to read; your rating starts afresh.</source>
        <translation>O ficheiro da sua classificação era demasiado grande para ser lido; a sua classificação recomeça do início.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating file was damaged. Games read and kept: {kept}. Games left out (unreadable): {dropped}.</source>
        <translation>O ficheiro da sua classificação estava danificado. Jogos lidos e mantidos: {kept}. Jogos deixados de fora (ilegíveis): {dropped}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating was taken from the last game kept.</source>
        <translation>A sua classificação foi tirada do último jogo mantido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating starts afresh.</source>
        <translation>A sua classificação recomeça do início.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file is kept as {file}.</source>
        <translation>O ficheiro danificado fica guardado como {file}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Ganhos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation>Empatados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assisted</source>
        <translation>Assistidos</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A lower bound: this level won every game against the level below it.</source>
        <translation>Um limite inferior: este nível ganhou todos os jogos contra o nível abaixo.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your record by level</source>
        <translation>Os seus resultados por nível</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per level: its rating, and your games against it won, drawn, lost and assisted.</source>
        <translation>Uma linha por nível: a sua classificação e os seus jogos contra ele ganhos, empatados, perdidos e assistidos.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/rating_words.py" line="+39"/>
        <source>A new rating is provisional: it moves a lot in its first games, then settles as you play.</source>
        <extracomment>Above this deviation a rating is still provisional (two deviations are 220 points).</extracomment>
        <translation>Uma classificação nova é provisória: muda muito nos primeiros jogos e depois estabiliza à medida que joga.</translation>
    </message>
</context>
<context>
    <name>RecordDetails</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/record_details.py" line="+44"/>
        <location line="+3"/>
        <source>Record Details</source>
        <extracomment>The tags edited here, in the order of the OGN roster. How the OGN roster writes an unknown value.</extracomment>
        <translation>Detalhes do jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the game&apos;s file when it is saved.</source>
        <translation>Escritos no ficheiro do jogo quando é guardado.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site:</source>
        <translation>Local:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Data:</translation>
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
        <translation>O torneio ou a ocasião do jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site</source>
        <translation>Local</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played</source>
        <translation>Onde o jogo foi jogado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played, as year.month.day</source>
        <translation>Quando o jogo foi jogado, como ano.mês.dia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round of the tournament</source>
        <translation>A ronda do torneio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of South&apos;s player</source>
        <translation>O nome do jogador do Sul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of North&apos;s player</source>
        <translation>O nome do jogador do Norte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Hoje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put today&apos;s date in</source>
        <translation>Pôr a data de hoje</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The result is written from the game itself.</source>
        <translation>O resultado é escrito a partir do próprio jogo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these details (Enter)</source>
        <translation>Manter estes detalhes (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without changing the details (Esc)</source>
        <translation>Fechar sem alterar os detalhes (Esc)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>* (the game is not over)</source>
        <translation>* (o jogo não terminou)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{score} (a draw)</source>
        <translation>{score} (empate)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{score} ({side} wins)</source>
        <translation>{score} ({side} ganha)</translation>
    </message>
</context>
<context>
    <name>RemoteChoice</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/remote_choice.py" line="+32"/>
        <source>Host a game on this network</source>
        <extracomment>host a game on this network (this computer referees it) join a game hosted on this network a game on a server, from its lobby</extracomment>
        <translation>Hospedar uma partida nesta rede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer holds the game; the other player joins it with the address and the short code it shows. Your side, the rules and the clock are yours to choose.</source>
        <translation>Este computador mantém a partida; o outro jogador entra com o endereço e o código curto que ele mostra. O seu lado, as regras e o relógio são escolhidos por si.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join a game on this network</source>
        <translation>Entrar numa partida nesta rede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game hosted on another computer of this network: choose it in the list of games nearby, or type its address and code.</source>
        <translation>Jogue uma partida hospedada noutro computador desta rede: escolha-a na lista de partidas próximas, ou escreva o seu endereço e código.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on a server</source>
        <translation>Jogar num servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in to a Wari server by its address, then choose an opponent in its lobby (rated or casual games, players from anywhere).</source>
        <translation>Entre num servidor de Wari pelo seu endereço e escolha um adversário na sua sala (partidas com ou sem classificação, jogadores de qualquer lugar).</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_control.py" line="+51"/>
        <source>&amp;Review Game…</source>
        <translation>&amp;Rever o jogo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review This Game</source>
        <translation>Rever este jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine goes through every move and shows where the game was won and lost</source>
        <translation>O motor percorre todas as jogadas e mostra onde o jogo foi ganho e perdido</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/study/review_window.py" line="+57"/>
        <location line="+7"/>
        <source>Game review</source>
        <extracomment>Rows of the move list filled in one turn of the event loop.</extracomment>
        <translation>Revisão do jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each move is compared with the engine&apos;s best move in the same position. A move that loses at least {inaccuracy} seed is an inaccuracy, {mistake} seeds a mistake, {blunder} seeds a blunder.</source>
        <translation>Cada jogada é comparada com a melhor jogada do motor na mesma posição. Uma jogada que perde pelo menos {inaccuracy} semente é uma imprecisão, {mistake} sementes um erro, {blunder} sementes um erro grave.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the review</source>
        <translation>Parar a revisão</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judgement</source>
        <translation>Avaliação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seeds lost</source>
        <translation>Sementes perdidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Better</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best line</source>
        <translation>Melhor linha</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Judged moves</source>
        <translation>Jogadas avaliadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per judged move: the move, the judgement, the seeds it lost, the better move and the best line. Click a row to see the board there.</source>
        <translation>Uma linha por jogada avaliada: a jogada, a avaliação, as sementes que perdeu, a jogada melhor e a melhor linha. Clique numa linha para ver o tabuleiro nesse ponto.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s level when you play on from here</source>
        <translation>O nível do computador quando continuar a jogar a partir daqui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from Here</source>
        <translation>Jogar a partir daqui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from the position shown, against the computer at the level chosen</source>
        <translation>Continuar a jogar a partir da posição mostrada, contra o computador no nível escolhido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep in the Record</source>
        <translation>Guardar no registo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the review with the game, as comments other Oware programs can read</source>
        <translation>Guardar a revisão com o jogo, como comentários que outros programas de Oware conseguem ler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the review (Esc)</source>
        <translation>Fechar a revisão (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level:</source>
        <translation>Nível:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reviewing: position {done} of {total}</source>
        <translation>A rever: posição {done} de {total}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Review cancelled</source>
        <translation>Revisão cancelada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game review · depth {depth}</source>
        <translation>Revisão do jogo · profundidade {depth}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Inaccuracy</source>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Erro grave</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} ({side})</source>
        <translation>{name} ({side})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Inaccuracies: {inaccuracies} · Mistakes: {mistakes} · Blunders: {blunders}&lt;br&gt;Average loss: {average} seeds a move</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Imprecisões: {inaccuracies} · Erros: {mistakes} · Erros graves: {blunders}&lt;br&gt;Perda média: {average} sementes por jogada</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Play from Here (after move {n}, {side})</source>
        <translation>Jogar a partir daqui (depois da jogada {n}, {side})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the Start</source>
        <translation>Jogar desde o início</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../wari_desktop/gui/learn/rules_window.py" line="+64"/>
        <location line="+13"/>
        <source>Rules of Wari</source>
        <translation>Regras do Wari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules, section by section, with example boards; the arrow keys and Page Up and Page Down scroll.</source>
        <translation>As regras, secção a secção, com tabuleiros de exemplo; as setas e Page Up e Page Down deslocam o texto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the rules (Esc)</source>
        <translation>Fechar as regras (Esc)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The rules of Wari</source>
        <translation>As regras do Wari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wari, also called Oware, Awalé or Ayo, is played all over West Africa and the Caribbean. Two players sow seeds round a board of twelve houses and capture them from each other. These are the international rules of the Oware Society, known as &lt;i&gt;Oware abapa&lt;/i&gt;.</source>
        <translation>O Wari, também chamado Oware, Ouri, Awalé ou Ayo, joga-se em toda a África Ocidental e nas Caraíbas. Dois jogadores semeiam sementes à volta de um tabuleiro de doze casas e capturam-nas um ao outro. Estas são as regras internacionais da Oware Society, conhecidas como &lt;i&gt;Oware abapa&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The board</source>
        <translation>O tabuleiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player owns the six houses in front of them: &lt;b&gt;South&lt;/b&gt;, at the bottom, owns &lt;b&gt;A&lt;/b&gt; to &lt;b&gt;F&lt;/b&gt;; &lt;b&gt;North&lt;/b&gt;, at the top, owns &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;f&lt;/b&gt;. The large store at each player&apos;s right keeps the seeds they capture.</source>
        <translation>Cada jogador tem as seis casas à sua frente: o &lt;b&gt;Sul&lt;/b&gt;, em baixo, tem de &lt;b&gt;A&lt;/b&gt; a &lt;b&gt;F&lt;/b&gt;; o &lt;b&gt;Norte&lt;/b&gt;, em cima, tem de &lt;b&gt;a&lt;/b&gt; a &lt;b&gt;f&lt;/b&gt;. O depósito grande à direita de cada jogador guarda as sementes que ele captura.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game begins with 4 seeds in every house, 48 in all. The players take turns; who moves first is chosen before the game, or drawn by lot.</source>
        <translation>O jogo começa com 4 sementes em cada casa, 48 ao todo. Os jogadores jogam à vez; quem joga primeiro é escolhido antes do jogo ou tirado à sorte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start: 4 seeds in each house, the stores empty. South&apos;s store is on the right, North&apos;s on the left.</source>
        <translation>O início: 4 sementes em cada casa, os depósitos vazios. O depósito do Sul está à direita, o do Norte à esquerda.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sowing</source>
        <translation>A sementeira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, choose one of your houses that holds seeds and take them all. Sow them one by one into the following houses, &lt;b&gt;counter-clockwise&lt;/b&gt;: rightwards along your row, then leftwards along your opponent&apos;s. Seeds land on both sides of the board.</source>
        <translation>Na sua vez, escolha uma das suas casas que tenha sementes e pegue em todas. Semeie-as uma a uma nas casas seguintes, &lt;b&gt;no sentido contrário ao dos ponteiros do relógio&lt;/b&gt;: para a direita ao longo da sua fila, depois para a esquerda ao longo da do adversário. As sementes caem nos dois lados do tabuleiro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: its 4 seeds go into F, a, b and c.</source>
        <translation>O Sul joga &lt;b&gt;E&lt;/b&gt;: as suas 4 sementes vão para F, a, b e c.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A house with 12 seeds or more takes the sowing right round the board. The house you started from is &lt;b&gt;skipped&lt;/b&gt; on every lap, so it is always empty after your move.</source>
        <translation>Uma casa com 12 sementes ou mais leva a sementeira à volta de todo o tabuleiro. A casa de onde partiu é &lt;b&gt;saltada&lt;/b&gt; em cada volta, por isso fica sempre vazia depois da sua jogada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;E&lt;/b&gt; holds 14 seeds: the sowing goes all the way round, passes over E and ends in b.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; tem 14 sementes: a sementeira dá a volta completa, passa por cima de E e termina em b.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capturing</source>
        <translation>A captura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If your last seed lands in one of your &lt;b&gt;opponent&apos;s&lt;/b&gt; houses and brings it to &lt;b&gt;2 or 3&lt;/b&gt; seeds, you capture them. Then look at the house before it: if it is also your opponent&apos;s and holds 2 or 3, you capture it too, and so on backwards. The chain stops at the first house that holds another number, or that is on your own side. Captured seeds go to your store.</source>
        <translation>Se a sua última semente cair numa das casas do &lt;b&gt;adversário&lt;/b&gt; e a deixar com &lt;b&gt;2 ou 3&lt;/b&gt; sementes, captura-as. Depois olhe para a casa anterior: se também for do adversário e tiver 2 ou 3, captura-a também, e assim sucessivamente para trás. A cadeia para na primeira casa que tenha outro número, ou que esteja do seu lado. As sementes capturadas vão para o seu depósito.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;. The last seed makes 2 in b, and a holds 3: South captures both, 5 seeds. F is South&apos;s own house, so the chain stops there.</source>
        <translation>O Sul joga &lt;b&gt;E&lt;/b&gt;. A última semente faz 2 em b, e a tem 3: o Sul captura ambas, 5 sementes. F é uma casa do próprio Sul, por isso a cadeia para aí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A move that would capture &lt;b&gt;every&lt;/b&gt; seed on your opponent&apos;s side is a &lt;b&gt;grand slam&lt;/b&gt;. You may play it, but it captures nothing: the seeds stay where they fell.</source>
        <translation>Uma jogada que capturaria &lt;b&gt;todas&lt;/b&gt; as sementes do lado do adversário é um &lt;b&gt;grand slam&lt;/b&gt;. Pode fazê-la, mas não captura nada: as sementes ficam onde caíram.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>South plays &lt;b&gt;E&lt;/b&gt;: taking a, b and c would leave North with no seeds, so nothing is captured.</source>
        <translation>O Sul joga &lt;b&gt;E&lt;/b&gt;: levar a, b e c deixaria o Norte sem sementes, por isso nada é capturado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feeding your opponent</source>
        <translation>Alimentar o adversário</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never starve your opponent. If their side is empty, you must play a move that gives them at least one seed. If no move can, the game ends and you take the seeds left on your side.</source>
        <translation>Nunca deixe o adversário à fome. Se o lado dele estiver vazio, tem de fazer uma jogada que lhe dê pelo menos uma semente. Se nenhuma jogada o puder fazer, o jogo termina e fica com as sementes que restam do seu lado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>North has no seeds. Only &lt;b&gt;E&lt;/b&gt; reaches North&apos;s side, so South must play E.</source>
        <translation>O Norte não tem sementes. Só &lt;b&gt;E&lt;/b&gt; chega ao lado do Norte, por isso o Sul tem de jogar E.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South is to move, but no move reaches North&apos;s side: the game ends. South adds the 5 seeds on their side to their store and wins 25 to 23.</source>
        <translation>É a vez do Sul, mas nenhuma jogada chega ao lado do Norte: o jogo termina. O Sul junta as 5 sementes do seu lado ao seu depósito e ganha por 25 a 23.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>O fim do jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever captures &lt;b&gt;25&lt;/b&gt; seeds or more wins; at &lt;b&gt;24–24&lt;/b&gt; the game is a draw.</source>
        <translation>Quem capturar &lt;b&gt;25&lt;/b&gt; sementes ou mais ganha; com &lt;b&gt;24–24&lt;/b&gt; o jogo é empate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Famine&lt;/b&gt;: when the player to move cannot feed an empty side, or has no seeds at all, the game ends.</source>
        <translation>&lt;b&gt;Fome&lt;/b&gt;: quando o jogador que joga não consegue alimentar um lado vazio, ou não tem nenhuma semente, o jogo termina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Repetition&lt;/b&gt;: when the same position comes round again (the same seeds in every house and the same player to move), the game ends.</source>
        <translation>&lt;b&gt;Repetição&lt;/b&gt;: quando a mesma posição volta a surgir (as mesmas sementes em todas as casas e o mesmo jogador a jogar), o jogo termina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Agreement&lt;/b&gt;: when no more captures can happen, the players may agree to stop.</source>
        <translation>&lt;b&gt;Acordo&lt;/b&gt;: quando já não pode haver capturas, os jogadores podem concordar em parar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever the game ends before someone reaches 25, each player adds the seeds on their own side to their store. Whoever then has more seeds wins.</source>
        <translation>Sempre que o jogo termina antes de alguém chegar aos 25, cada jogador junta ao seu depósito as sementes do seu próprio lado. Ganha então quem tiver mais sementes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The New Game dialog offers these variants from Italian rule books. Without them you play the standard rules above.</source>
        <translation>A janela Novo jogo oferece estas variantes, tiradas de livros de regras italianos. Sem elas joga com as regras normais acima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Grand slam forbidden&lt;/b&gt;: a grand slam may not be played unless you have no other move; then it captures nothing.</source>
        <translation>&lt;b&gt;Grand slam proibido&lt;/b&gt;: um grand slam não pode ser jogado a menos que não tenha outra jogada; nesse caso não captura nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Tutti a casa&lt;/b&gt; (“everyone home”): as soon as a side is empty, the game ends, and each player takes the seeds on their side.</source>
        <translation>&lt;b&gt;Tutti a casa&lt;/b&gt; (“todos para casa”): assim que um lado fica vazio, o jogo termina e cada jogador fica com as sementes do seu lado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Libertà al più forte&lt;/b&gt; (“freedom to the stronger”): a player whose side is empty passes, and the opponent plays freely, with no duty to feed, until seeds come back.</source>
        <translation>&lt;b&gt;Libertà al più forte&lt;/b&gt; (“liberdade ao mais forte”): um jogador cujo lado está vazio passa a vez, e o adversário joga livremente, sem a obrigação de o alimentar, até as sementes voltarem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;No end on repetition&lt;/b&gt;: a repeated position does not end the game; the players stop a never-ending game by agreement.</source>
        <translation>&lt;b&gt;Sem fim por repetição&lt;/b&gt;: uma posição repetida não termina o jogo; os jogadores param um jogo sem fim por acordo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a match of several games, &lt;b&gt;Case supplementari&lt;/b&gt; (“extra houses”) carries the score over: after each game the players fill houses with the seeds they won, 4 to a house, starting from their own. A remainder of 3 fills one more house. The winner&apos;s extra houses on the opponent&apos;s row belong to them in the next game: with 32 seeds, 8 houses against 4.</source>
        <translation>Num encontro de vários jogos, as &lt;b&gt;Case supplementari&lt;/b&gt; (“casas extra”) transportam o resultado: depois de cada jogo, os jogadores enchem casas com as sementes que ganharam, 4 por casa, a começar pelas suas. Um resto de 3 enche mais uma casa. As casas extra do vencedor na fila do adversário pertencem-lhe no jogo seguinte: com 32 sementes, 8 casas contra 4.</translation>
    </message>
</context>
<context>
    <name>ServerRatingChart</name>
    <message>
        <location filename="../../wari_desktop/gui/online/player_page.py" line="-178"/>
        <source>No rated games yet</source>
        <extracomment>The folder of games fetched from a server to review, under the data folder (apart from ``games``, the player&apos;s own).</extracomment>
        <translation>Ainda não há partidas com classificação</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rating game after game, over {count} rated games: from {start} to {now}; highest {best}, lowest {worst}.</source>
        <translation>A classificação partida após partida, em {count} partidas com classificação: de {start} a {now}; máxima {best}, mínima {worst}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game {number}, {date}
Rating after it: {rating}</source>
        <translation>Partida {number}, {date}
Classificação depois: {rating}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/dialogs/settings_dialog.py" line="+49"/>
        <location line="+8"/>
        <source>Settings</source>
        <extracomment>Each language in its own words; these are never translated.</extracomment>
        <translation>Definições</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play sounds</source>
        <translation>Tocar sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The click of seeds dropping into the houses.</source>
        <translation>O estalido das sementes a cair nas casas.</translation>
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
        <translation>O volume do som das sementes, de 0 a 100 por cento (as setas alteram-no).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound device was found on this computer: the game plays silently.</source>
        <translation>Não foi encontrado nenhum dispositivo de som neste computador: o jogo decorre em silêncio.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Board</source>
        <translation>Tabuleiro</translation>
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
        <translation>Instantânea (sem animação)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How fast the seeds are sown on the board.</source>
        <translation>A rapidez com que as sementes são semeadas no tabuleiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing speed:</source>
        <translation>Velocidade da sementeira:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the number of seeds in each house</source>
        <translation>Mostrar o número de sementes em cada casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small numbers beside the houses and stores, so you need not count.</source>
        <translation>Pequenos números ao lado das casas e dos depósitos, para não ter de contar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name in the games you save against the computer (the South or North tag). Left empty, the name this computer knows you by.</source>
        <translation>O seu nome nos jogos contra o computador que guarda (a etiqueta South ou North). Se ficar vazio, o nome com que este computador o conhece.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>O seu nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>O seu &amp;nome:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the computer&apos;s thinking</source>
        <translation>Mostrar o que o computador pensa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the computer thinks, its card shows how deep it has looked and the move it prefers so far.</source>
        <translation>Enquanto o computador pensa, o seu cartão mostra até que profundidade já viu e a jogada que prefere até agora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let the master think on your time</source>
        <translation>Deixar o Mestre pensar durante o seu tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While you think about your move against the master, the computer thinks too, and answers stronger. It stops the moment you move.</source>
        <translation>Enquanto pensa na sua jogada contra o Mestre, o computador também pensa, e responde com mais força. Para assim que joga.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Endgame database: not there yet (the computer plays on without it).</source>
        <translation>Base de dados de finais: ainda não existe (o computador joga sem ela).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame database: every position with up to {seeds} seeds on the board.</source>
        <translation>Base de dados de finais: todas as posições com até {seeds} sementes no tabuleiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A larger one ({seeds} seeds) is being built in the background: {percent}%.</source>
        <translation>Está a ser construída uma maior ({seeds} sementes) em segundo plano: {percent}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A larger one ({seeds} seeds) is being built in the background.</source>
        <translation>Está a ser construída uma maior ({seeds} sementes) em segundo plano.</translation>
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
        <translation>Predefinição do sistema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The language of the game&apos;s windows and messages.</source>
        <translation>O idioma das janelas e mensagens do jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new language is used as soon as you press OK: the window is shown again in it, with your game as it stands.</source>
        <translation>O novo idioma é usado assim que premir OK: a janela volta a aparecer nesse idioma, com o seu jogo tal como está.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Sowing speed</source>
        <translation>Velocidade da sementeira</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings (Enter)</source>
        <translation>Manter estas definições (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing anything (Esc)</source>
        <translation>Fechar sem alterar nada (Esc)</translation>
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
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+57"/>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Everything can be done from the keyboard. Alt and an underlined letter open a menu; Tab moves between the board, the move list and the buttons.</source>
        <translation>Tudo pode ser feito a partir do teclado. Alt e uma letra sublinhada abrem um menu; Tab passa entre o tabuleiro, a lista de jogadas e os botões.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a house of the side to move</source>
        <translation>Jogar uma casa do lado que joga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A to F (either case)</source>
        <translation>A a F (maiúsculas ou minúsculas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard ring between your houses</source>
        <translation>Mover o anel do teclado entre as suas casas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Esquerda, Direita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the ringed house</source>
        <translation>Jogar a casa marcada com o anel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter or Space</source>
        <translation>Enter ou Espaço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game from a past position</source>
        <translation>Voltar ao jogo a partir de uma posição passada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window</source>
        <translation>Janela</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next or previous part of the window</source>
        <translation>Parte seguinte ou anterior da janela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dialogs</source>
        <translation>Janelas de diálogo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Confirm, or close without changes</source>
        <translation>Confirmar, ou fechar sem alterações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Esc</source>
        <translation>Enter, Esc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One row per command: where it applies, what it does and its keys.</source>
        <translation>Uma linha por comando: onde se aplica, o que faz e as suas teclas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this page (Esc)</source>
        <translation>Fechar esta página (Esc)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../wari_desktop/gui/window/side_panel.py" line="+128"/>
        <source>Moves</source>
        <extracomment>The panel&apos;s width in a large window, and at the least (a small window&apos;s board needs the room more than the panel does).</extracomment>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played, South&apos;s and North&apos;s side by side; the last move is highlighted. Click a move to see the board after it.</source>
        <translation>As jogadas feitas, as do Sul e as do Norte lado a lado; a última jogada está realçada. Clique numa jogada para ver o tabuleiro depois dela.</translation>
    </message>
</context>
<context>
    <name>SignInFlow</name>
    <message>
        <location filename="../../wari_desktop/gui/online/sign_in_flow.py" line="+133"/>
        <source>Connecting to the server…</source>
        <translation>A ligar ao servidor…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Please sign in again.</source>
        <translation>Inicie sessão de novo, por favor.</translation>
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
        <translation>O endereço do servidor, por exemplo club.example.org ou 192.168.1.20:7531</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name on the server: 3 to 20 letters, digits, _ or -</source>
        <translation>O seu nome no servidor: de 3 a 20 letras, algarismos, _ ou -</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password</source>
        <translation>Palavra-passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your password on the server (it is never kept on this computer)</source>
        <translation>A sua palavra-passe no servidor (nunca é guardada neste computador)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;In</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign &amp;Up</source>
        <translation>&amp;Criar conta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new account on this server</source>
        <translation>Criar uma conta nova neste servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play as a &amp;Guest</source>
        <translation>Jogar como con&amp;vidado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play casual games without an account (no rating)</source>
        <translation>Jogar partidas amigáveis sem conta (sem classificação)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign-in message</source>
        <translation>Mensagem de início de sessão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to come back</source>
        <extracomment>How long before the opponent may claim, when going back to a game.</extracomment>
        <translation>Tempo para voltar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Palavra-passe:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Play on a server</source>
        <translation>Jogar num servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in to a Wari server to play people there, with clocks and a rating. Your password is sent to the server only; this computer keeps the server&apos;s address, your name and, where the system has a keyring, a sign-in token.</source>
        <translation>Inicie sessão num servidor de Wari para jogar com as pessoas que lá estão, com relógios e uma classificação. A sua palavra-passe só é enviada ao servidor; este computador guarda o endereço do servidor, o seu nome e, se o sistema tiver um porta-chaves, um token de sessão.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The server&apos;s address: {reason}</source>
        <translation>O endereço do servidor: {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A name has 3 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Um nome tem de 3 a 20 letras, algarismos, _ ou -, e começa por uma letra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A password has {low} to {high} characters.</source>
        <translation>Uma palavra-passe tem de {low} a {high} caracteres.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../wari_desktop/__main__.py" line="+118"/>
        <source>Wari is already running (process {pid}) but does not answer. Close it, or end that process, then start Wari again. Nothing was changed.</source>
        <translation>O Wari já está a ser executado (processo {pid}), mas não responde. Feche-o, ou termine esse processo, e depois inicie o Wari novamente. Nada foi alterado.</translation>
    </message>
</context>
<context>
    <name>TermsForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/seek_form.py" line="+30"/>
        <source>&amp;Rated</source>
        <extracomment>The clock a new seek offers first (10 minutes each, 5 seconds a move).</extracomment>
        <translation>Com &amp;classificação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated game</source>
        <translation>Partida com classificação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A rated game changes both players&apos; ratings on the server; a casual one does not.</source>
        <translation>Uma partida com classificação muda a classificação dos dois jogadores no servidor; uma amigável, não.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Side by lot</source>
        <translation>Lado por sorteio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play South (first)</source>
        <translation>Jogo com o Sul (primeiro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play North</source>
        <translation>Jogo com o Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your side</source>
        <translation>O seu lado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The side you play: South moves first; by lot, a coin decides when the game starts. The other player is told which side they would get.</source>
        <translation>O lado com que joga: o Sul move primeiro; por sorteio, uma moeda decide quando a partida começa. O outro jogador fica a saber que lado teria.</translation>
    </message>
</context>
<context>
    <name>TournamentForm</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_form.py" line="+48"/>
        <source>New Tournament</source>
        <extracomment>The tournament was made: its id.</extracomment>
        <translation>Novo torneio</translation>
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
        <translation>Valendo rating</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No maximum</source>
        <translation>Sem máximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots may enter</source>
        <translation>Bots podem se inscrever</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None: anyone may enter</source>
        <translation>Nenhum: qualquer um pode se inscrever</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a move</source>
        <translation>por lance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rou&amp;nds (Swiss):</source>
        <translation>&amp;Rodadas (suíço):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Length (arena):</source>
        <translation>&amp;Duração (arena):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Começa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Maximum of players:</source>
        <translation>&amp;Máximo de jogadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Código de convite:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cloc&amp;k:</source>
        <translation>Re&amp;lógio:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes each</source>
        <translation>Minutos cada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds added a move</source>
        <translation>Segundos acrescidos por lance</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C&amp;reate</source>
        <translation>C&amp;riar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Give the tournament a name.</source>
        <translation>Dê um nome ao torneio.</translation>
    </message>
</context>
<context>
    <name>TournamentModels</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_models.py" line="+88"/>
        <source>Tournament</source>
        <extracomment>Formats whose crosstable has a column per opponent.</extracomment>
        <translation>Torneio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Relógio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rated</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Starts</source>
        <translation>Começa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+116"/>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Stage</source>
        <translation>Situação</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} (closed)</source>
        <translation>{name} (fechado)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Organised by {name}</source>
        <translation>Organizado por {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entering needs the invitation code</source>
        <translation>Para se inscrever é preciso o código de convite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rated</source>
        <translation>valendo rating</translation>
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
        <translation>Posição</translation>
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
        <translation>Jogador</translation>
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
        <translation>Pontos</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Seeds</source>
        <translation>Sementes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(withdrawn)</source>
        <translation>(desistiu)</translation>
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
        <translation>Sul</translation>
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
        <translation>Adversário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>O quê</translation>
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
        <translation>Ambos perdem por W.O.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw (½–½)</source>
        <translation>Empate (½–½)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins by forfeit</source>
        <translation>{name} vence por W.O.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins ({south}–{north})</source>
        <translation>{name} vence ({south}–{north})</translation>
    </message>
</context>
<context>
    <name>TournamentPageDialog</name>
    <message>
        <location filename="../../wari_desktop/gui/online/tournament_page.py" line="+118"/>
        <source>Tournament</source>
        <extracomment>The formats that take entries after their start. The column of each table that takes the width left (the players&apos; names; None: the last column). The tabs&apos; look (the lobby&apos;s style sheets have no tabs). A game of the event to watch (its ``game`` frame), as the lobby&apos;s Watch. The path of a finished game&apos;s record, fetched to open on the main board. Asks the invitation code of a closed event (None: cancelled; tests replace it).</extracomment>
        <translation>Torneio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About the tournament</source>
        <translation>Sobre o torneio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standings</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crosstable</source>
        <translation>Tabela cruzada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairings</source>
        <translation>Emparelhamentos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your Games</source>
        <translation>Suas partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round shown</source>
        <translation>Rodada mostrada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament message</source>
        <translation>Mensagem do torneio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Enter</source>
        <translation>&amp;Inscrever-se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw</source>
        <translation>&amp;Desistir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W&amp;atch</source>
        <translation>&amp;Assistir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review Game</source>
        <translation>Re&amp;ver partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chosen finished game on the board to review it</source>
        <translation>Abre no tabuleiro a partida terminada escolhida para revê-la</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Organiser</source>
        <translation>&amp;Organizador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the organiser of this event may do</source>
        <translation>O que o organizador deste evento pode fazer</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Round:</source>
        <translation>Rodada:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Não foi possível ler a resposta do servidor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tournament: {name}</source>
        <translation>Torneio: {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rated</source>
        <translation>valendo rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>amistosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players: {count}</source>
        <translation>jogadores: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts {when}</source>
        <translation>começa {when}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Organised by {name}</source>
        <translation>Organizado por {name}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round {round}</source>
        <translation>Rodada {round}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A closed event: it asks for the invitation code</source>
        <translation>Um torneio fechado: pede o código de convite</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are in: your games start on your board by themselves.</source>
        <translation>Você está inscrito: suas partidas começarão sozinhas no seu tabuleiro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation Code</source>
        <translation>Código de convite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament is closed: its invitation code, from its organiser:</source>
        <translation>Este torneio é fechado: o código de convite, dado pelo organizador:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have withdrawn: you are not paired again (a game in progress goes on).</source>
        <translation>Você desistiu: não será mais emparelhado (uma partida em andamento continua).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a game in progress in the pairings first.</source>
        <translation>Escolha primeiro uma partida em andamento nos emparelhamentos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your own game: it is on your board.</source>
        <translation>É a sua própria partida: está no seu tabuleiro.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a finished game first.</source>
        <translation>Escolha primeiro uma partida terminada.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be kept: {reason}</source>
        <translation>Não foi possível guardar a partida: {reason}</translation>
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
        <translation>Todos contra todos duplo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss</source>
        <translation>Suíço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upcoming</source>
        <translation>Em breve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation>Em andamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>Em pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>Encerrado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not started</source>
        <translation>Não começou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round}</source>
        <translation>Rodada {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}</source>
        <translation>Rodada {round} de {rounds}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct encounter</source>
        <translation>Confronto direto</translation>
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
        <translation>Sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Performance</source>
        <translation>Desempenho</translation>
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
        <translation>em jogo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not begun</source>
        <translation>não começou</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>bye</source>
        <translation>folga</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{south} – {north} (forfeit)</source>
        <translation>{south} – {north} (W.O.)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{event}, round {round}</source>
        <translation>{event}, rodada {round}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play South against {name}: your move.</source>
        <translation>Você joga de Sul contra {name}: sua vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play South against {name}.</source>
        <translation>Você joga de Sul contra {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play North against {name}: your move.</source>
        <translation>Você joga de Norte contra {name}: sua vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play North against {name}: {name} moves first.</source>
        <translation>Você joga de Norte contra {name}: {name} joga primeiro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make your first move within {seconds} s or lose by forfeit.</source>
        <translation>Faça seu primeiro lance em {seconds} s ou perde por W.O.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has {seconds} s for a first move, or loses by forfeit.</source>
        <translation>{name} tem {seconds} s para o primeiro lance, ou perde por W.O.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This tournament takes no bots.</source>
        <translation>Este torneio não aceita bots.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament has started: it takes no more players.</source>
        <translation>Este torneio começou: não aceita mais jogadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The registration of this tournament is closed.</source>
        <translation>As inscrições deste torneio estão fechadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This tournament is full.</source>
        <translation>Este torneio está lotado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tournament needs its invitation code: that one is not it.</source>
        <translation>Este torneio exige o código de convite: não é esse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You withdrew from this tournament: you cannot enter it again now.</source>
        <translation>Você desistiu deste torneio: não pode se inscrever de novo agora.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This tournament takes no entry now.</source>
        <translation>Este torneio não aceita inscrições agora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guests follow tournaments but do not play in them: sign up to enter.</source>
        <translation>Convidados acompanham os torneios mas não jogam neles: cadastre-se para se inscrever.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only an organiser creates tournaments: the server&apos;s admin grants the role.</source>
        <translation>Só um organizador cria torneios: o administrador do servidor concede a função.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tournament is no longer there.</source>
        <translation>Esse torneio não existe mais.</translation>
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
        <translation>Torneios</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tournaments message</source>
        <translation>Mensagem dos torneios</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Tournament…</source>
        <translation>&amp;Novo torneio…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For organisers: the server&apos;s admin grants the role</source>
        <translation>Para organizadores: o administrador do servidor concede a função</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Não foi possível ler a resposta do servidor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tournament on this server yet.</source>
        <translation>Ainda não há torneios neste servidor.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose a tournament in the list first.</source>
        <translation>Escolha primeiro um torneio na lista.</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <location filename="../../wari_desktop/gui/study/watch.py" line="+103"/>
        <source>Stop the computers after the move being played, or let them go on</source>
        <translation>Parar os computadores depois da jogada em curso, ou deixá-los continuar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the next move, then stay paused</source>
        <translation>Fazer a jogada seguinte e ficar em pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Now</source>
        <translation>Jogar agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>O computador faz a melhor jogada que encontrou até agora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long to wait between moves</source>
        <translation>Quanto tempo esperar entre as jogadas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slower</source>
        <translation>Mais lento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faster</source>
        <translation>Mais rápido</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>Retomar</translation>
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
        <translation>&amp;Computador contra computador…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;Now</source>
        <translation>&amp;Jogar agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>O computador faz a melhor jogada que encontrou até agora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pause the Computers</source>
        <translation>Pa&amp;usar os computadores</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>depth {depth}, best {move}</source>
        <translation>profundidade {depth}, melhor {move}</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <location line="-229"/>
        <location line="+2"/>
        <source>Computer against Computer</source>
        <extracomment>The pause between two moves at each step of the pace slider, in milliseconds.</extracomment>
        <translation>Computador contra computador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play itself, each side at its own level. You can pause it, step one move at a time and change the pace.</source>
        <translation>Veja o computador jogar contra si próprio, cada lado no seu nível. Pode pô-lo em pausa, avançar uma jogada de cada vez e mudar o ritmo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{side}&apos;s level</source>
        <translation>Nível de {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How strongly the computer plays {side}&apos;s side</source>
        <translation>Com que força o computador joga do lado de {side}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game of the computer against itself (Enter)</source>
        <translation>Começar um novo jogo do computador contra si próprio (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close and go on with the game in progress (Esc)</source>
        <translation>Fechar e continuar o jogo em curso (Esc)</translation>
    </message>
</context>
</TS>
