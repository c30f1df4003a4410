; Hoshi's Windows installer (makensis, Debian's nsis). build.sh passes
; /DVERSION=x.y.z /DSTAGE=<the portable folder> /DOUTFILE=<setup.exe>.
; Installs for all users under Program Files, adds a Start menu entry,
; opens .sgf files in Hoshi (double click and "Open with"), shows the
; licence, and uninstalls without touching the user's games and settings
; (%APPDATA%\Hoshi, %LOCALAPPDATA%\Hoshi).
Unicode true
; A 64-bit installer for a 64-bit program (and Wine without 32-bit support runs it).
Target amd64-unicode
SetCompressor /SOLID lzma
!include "MUI2.nsh"

Name "Hoshi ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Hoshi"
InstallDirRegKey HKLM "Software\Hoshi" "InstallDir"
RequestExecutionLevel admin

!define MUI_ICON "${STAGE}\hoshi.ico"
!define MUI_UNICON "${STAGE}\hoshi.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\hoshi.exe"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

!define UNINST "Software\Microsoft\Windows\CurrentVersion\Uninstall\Hoshi"

Section "Hoshi"
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKLM "Software\Hoshi" "InstallDir" "$INSTDIR"

  CreateShortCut "$SMPROGRAMS\Hoshi.lnk" "$INSTDIR\hoshi.exe" "" "$INSTDIR\hoshi.ico"

  ; .sgf opens in Hoshi, and Hoshi is offered in "Open with".
  WriteRegStr HKLM "Software\Classes\.sgf" "" "Hoshi.SGF"
  WriteRegStr HKLM "Software\Classes\.sgf\OpenWithProgids" "Hoshi.SGF" ""
  WriteRegStr HKLM "Software\Classes\Hoshi.SGF" "" "Go game record (SGF)"
  WriteRegStr HKLM "Software\Classes\Hoshi.SGF\DefaultIcon" "" "$INSTDIR\hoshi.ico"
  WriteRegStr HKLM "Software\Classes\Hoshi.SGF\shell\open\command" "" '"$INSTDIR\hoshi.exe" "%1"'
  WriteRegStr HKLM "Software\Classes\Applications\hoshi.exe\shell\open\command" "" '"$INSTDIR\hoshi.exe" "%1"'
  WriteRegStr HKLM "Software\Classes\Applications\hoshi.exe\SupportedTypes" ".sgf" ""
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  WriteRegStr HKLM "${UNINST}" "DisplayName" "Hoshi"
  WriteRegStr HKLM "${UNINST}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST}" "Publisher" "The Hoshi developers"
  WriteRegStr HKLM "${UNINST}" "DisplayIcon" "$INSTDIR\hoshi.ico"
  WriteRegStr HKLM "${UNINST}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINST}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\Hoshi.lnk"
  ; The program's folder only: the user's games, autosave and settings
  ; stay where they are (%APPDATA%\Hoshi, %LOCALAPPDATA%\Hoshi).
  RMDir /r "$INSTDIR"
  ReadRegStr $0 HKLM "Software\Classes\.sgf" ""
  StrCmp $0 "Hoshi.SGF" 0 +2
    DeleteRegValue HKLM "Software\Classes\.sgf" ""
  DeleteRegValue HKLM "Software\Classes\.sgf\OpenWithProgids" "Hoshi.SGF"
  DeleteRegKey HKLM "Software\Classes\Hoshi.SGF"
  DeleteRegKey HKLM "Software\Classes\Applications\hoshi.exe"
  DeleteRegKey HKLM "${UNINST}"
  DeleteRegKey HKLM "Software\Hoshi"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
