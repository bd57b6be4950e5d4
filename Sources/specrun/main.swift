print("specrun: scenarios are not yet available; see README.md")
