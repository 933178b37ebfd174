// `vitrine-bench NAME`: in-process measurements that `make bench` reports (release builds only).
let name = CommandLine.arguments.dropFirst().first ?? ""
switch name {
case "wire": WireBench.run()
case "engine": EngineBench.run()
case "liquid": LiquidBench.run()
case "variants": VariantsBench.run()
default:
    print("usage: vitrine-bench wire|engine|liquid|variants")
}
