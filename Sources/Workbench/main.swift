WorkbenchCommand.runAsMain()
