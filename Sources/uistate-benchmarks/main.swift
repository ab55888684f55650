print("wip")
