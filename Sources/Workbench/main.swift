WorkbenchCommand.main()
