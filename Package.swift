// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "nlu",
    products: [
        .library(name: "NLU", targets: ["NLU"]),
        .executable(name: "nlu", targets: ["nlu"]),
        .executable(name: "nlu-bench", targets: ["nlu-bench"]),
    ],
    targets: [
        // System ICU through pkg-config; see Sources/CICU/module.modulemap.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The only code that includes ICU headers; exposes plain C types.
        .target(
            name: "ICUShim",
            dependencies: ["CICU"],
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        // Turns Lexicons/ into Swift source at build time, so the binary carries them.
        .executableTarget(name: "LexiconEmbedder", dependencies: ["ICUShim"]),
        .plugin(
            name: "EmbedLexicons",
            capability: .buildTool(),
            dependencies: ["LexiconEmbedder"]
        ),
        .target(
            name: "NLU",
            dependencies: ["ICUShim"],
            plugins: ["EmbedLexicons"]
        ),
        .executableTarget(name: "nlu", dependencies: ["NLU"]),
        .executableTarget(name: "nlu-bench", dependencies: ["NLU"]),
        .testTarget(name: "NLUTests", dependencies: ["NLU"]),
        .testTarget(name: "CLITests", dependencies: ["nlu"]),
    ]
)
