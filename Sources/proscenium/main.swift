print("proscenium")
