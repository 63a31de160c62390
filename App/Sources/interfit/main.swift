import InterfitCLI

InterfitMain.main()
