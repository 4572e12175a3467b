import NLU
print("nlu-bench: not built yet")
