import InterfitCLI

await InterfitMain.run()
