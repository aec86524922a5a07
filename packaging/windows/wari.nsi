; Wari desktop: the Windows installer (NSIS 3, Modern UI 2).
;
; build.py compiles it on Windows against the PyInstaller bundle:
;   makensis -DVERSION=0.1.0 -DVERSION_NUMERIC=0.1.0.0 -DPAYLOAD=dist\wari
;            -DICON=build\icons\wari.ico -DOUTFILE=dist\wari-desktop-0.1.0-setup.exe wari.nsi
; The tests compile it on Linux (Debian's nsis package) against a stand-in payload.
;
; It installs the bundle (wari.exe, the game, and wari-engine.exe, the engine for other
; programs) into "Program Files\Wari", adds a Start-menu shortcut, an
; uninstaller registered in "Apps & features", and opens .ogn files (saved games) with
; "wari.exe" "<file>".

Unicode true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "define VERSION, e.g. -DVERSION=0.1.0"
!endif
!ifndef VERSION_NUMERIC
  !define VERSION_NUMERIC "0.0.0.0"
!endif
!ifndef PAYLOAD
  !error "define PAYLOAD: the PyInstaller bundle folder holding wari.exe"
!endif
!ifndef ICON
  !error "define ICON: the .ico file"
!endif
!ifndef OUTFILE
  !define OUTFILE "wari-desktop-${VERSION}-setup.exe"
!endif

!define APP_NAME "Wari"
!define PUBLISHER "The Wari desktop team"
!define EXE "wari.exe"
!define ENGINE_EXE "wari-engine.exe" ; the console engine for other programs (Aualé)
!define PROG_ID "WariDesktop.Game"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\WariDesktop"

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_NUMERIC}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Portuguese"
!insertmacro MUI_LANGUAGE "German"

Function .onInit
  ${If} ${RunningX64}
    SetRegView 64
  ${Else}
    MessageBox MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "Install"
  SetOutPath "$INSTDIR"
  ; a previous version's files go first, so no stale library stays behind
  RMDir /r "$INSTDIR\_internal"
  File /r "${PAYLOAD}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu (all users)
  SetShellVarContext all
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; .ogn files (saved games) open with Wari
  WriteRegStr HKLM "Software\Classes\.ogn" "" "${PROG_ID}"
  WriteRegStr HKLM "Software\Classes\.ogn" "Content Type" "application/x-wari-ogn"
  WriteRegStr HKLM "Software\Classes\.ogn\OpenWithProgids" "${PROG_ID}" ""
  WriteRegStr HKLM "Software\Classes\${PROG_ID}" "" "Wari game"
  WriteRegStr HKLM "Software\Classes\${PROG_ID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKLM "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'

  ; Apps & features
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" "$0"

  ; tell Explorer that file associations changed (SHCNE_ASSOCCHANGED)
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"

  ; only remove the association if it is still ours
  ReadRegStr $0 HKLM "Software\Classes\.ogn" ""
  StrCmp $0 "${PROG_ID}" 0 +2
    DeleteRegKey HKLM "Software\Classes\.ogn"
  DeleteRegValue HKLM "Software\Classes\.ogn\OpenWithProgids" "${PROG_ID}"
  DeleteRegKey HKLM "Software\Classes\${PROG_ID}"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"

  ; the bundle's own files only, never the whole folder blindly
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\${ENGINE_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
