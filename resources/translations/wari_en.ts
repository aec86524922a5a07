<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/window/announcer.py" line="+57"/>
        <source>%1 sows %2, %n seed(s)</source>
        <extracomment>What was announced, oldest first (the last 50).</extracomment>
        <translation>
            <numerusform>%1 sows %2, %n seed</numerusform>
            <numerusform>%1 sows %2, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>, captures %n from %1</source>
        <translation>
            <numerusform>, captures %n from %1</numerusform>
            <numerusform>, captures %n from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameBoardView</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/board/board_view.py" line="+255"/>
        <source>%1: %n seed(s)</source>
        <translation>
            <numerusform>%1: %n seed</numerusform>
            <numerusform>%1: %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>South&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>South&apos;s store: %n seed</numerusform>
            <numerusform>South&apos;s store: %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>North&apos;s store: %n seed(s)</source>
        <translation>
            <numerusform>North&apos;s store: %n seed</numerusform>
            <numerusform>North&apos;s store: %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseListModel</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/board/house_model.py" line="+93"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+191"/>
        <source>South&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>South&apos;s store, %n seed</numerusform>
            <numerusform>South&apos;s store, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+3"/>
        <source>North&apos;s store, %n seed(s)</source>
        <translation>
            <numerusform>North&apos;s store, %n seed</numerusform>
            <numerusform>North&apos;s store, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location filename="../../wari_desktop/gui/study/editor_board.py" line="+5"/>
        <source>House %1, %n seed(s), %2</source>
        <translation>
            <numerusform>House %1, %n seed, %2</numerusform>
            <numerusform>House %1, %n seeds, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanPlurals</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/online/lan_texts.py" line="+155"/>
        <source>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minute(s), even the right one. Check the code with the host meanwhile.</source>
        <translation>
            <numerusform>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minute, even the right one. Check the code with the host meanwhile.</numerusform>
            <numerusform>Too many wrong codes were typed on this computer: the host takes no code from it for %n more minutes, even the right one. Check the code with the host meanwhile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n wrong code(s) typed from {address}.</source>
        <translation>
            <numerusform>%n wrong code typed from {address}.</numerusform>
            <numerusform>%n wrong codes typed from {address}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That computer is refused for %n more minute(s), even with the right code.</source>
        <translation>
            <numerusform>That computer is refused for %n more minute, even with the right code.</numerusform>
            <numerusform>That computer is refused for %n more minutes, even with the right code.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfferNotice</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/online/offer_notice.py" line="+178"/>
        <source>and %n more waiting</source>
        <translation>
            <numerusform>and %n more waiting</numerusform>
            <numerusform>and %n more waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message numerus="yes">
        <location filename="../../wari_desktop/gui/study/position_editor.py" line="+315"/>
        <source>Seeds: {total} of 48; %n missing. Add them to play.</source>
        <translation>
            <numerusform>Seeds: {total} of 48; %n missing. Add it to play.</numerusform>
            <numerusform>Seeds: {total} of 48; %n missing. Add them to play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Seeds: {total} of 48; %n too many. Take them away to play.</source>
        <translation>
            <numerusform>Seeds: {total} of 48; %n too many. Take it away to play.</numerusform>
            <numerusform>Seeds: {total} of 48; %n too many. Take them away to play.</numerusform>
        </translation>
    </message>
</context>
</TS>
