// swift-tools-version:6.1
import Foundation
import PackageDescription

// MARK: - Locating SwiftSyntax
//
// The checker and generator parse Swift with the SwiftSyntax/SwiftParser libraries that
// ship inside the toolchain (`<toolchain>/usr/lib/swift/host`, with `.swiftinterface` files),
// because no package can be fetched on our build machines. The folder is found from the
// `swift` on PATH; `PROSCENIUM_SWIFT_HOST` overrides it.
//
// Only tool targets (checker, generator, CLI, benchmarks and their tests) carry the flags that
// point at that folder. `Proscenium` and `ProsceniumTesting` carry none, so an app can depend
// on them.

/// Returns the toolchain's `lib/swift/host` folder if it holds the SwiftSyntax interfaces.
func toolchainSyntaxFolder() -> String? {
  let fileManager = FileManager.default
  func hasInterfaces(_ folder: String) -> Bool {
    fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
      && fileManager.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
  }
  let environment = ProcessInfo.processInfo.environment
  if let override = environment["PROSCENIUM_SWIFT_HOST"], !override.isEmpty {
    return hasInterfaces(override) ? override : nil
  }
  var candidates: [String] = []
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
    let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(toolchain.appendingPathComponent("lib/swift/host").path)
  }
  candidates += ["/opt/swift/usr/lib/swift/host", "/usr/lib/swift/host"]
  return candidates.first(where: hasInterfaces)
}

let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat"]
let syntaxFolder = toolchainSyntaxFolder()

// The tool's SwiftSyntax dependency sits behind the `Checker` trait, on by default. An app that
// wants only the runtime depends on this package with `traits: []`: SwiftPM then leaves out every
// dependency guarded by that trait, so swift-syntax is neither resolved, downloaded nor built.
let checkerTrait = "Checker"

#if os(macOS)
  // Xcode's toolchain does not ship these modules with interfaces: depend on the swift-syntax
  // package at the version that matches the compiler instead. This branch cannot be built on
  // our Linux machines.
  let usesSyntaxPackage = true
#else
  // `PROSCENIUM_SYNTAX_FROM_PACKAGE=1` takes the macOS branch on Linux. Nothing that needs the tool
  // can then build offline; CI sets it only to prove that a runtime-only client resolves no
  // swift-syntax (`scripts/test-runtime-only.sh`).
  let usesSyntaxPackage = ProcessInfo.processInfo.environment["PROSCENIUM_SYNTAX_FROM_PACKAGE"] == "1"
#endif

let packageDependencies: [Package.Dependency]
let syntaxDependencies: [Target.Dependency]
let syntaxSwiftSettings: [SwiftSetting]
let syntaxLinkerSettings: [LinkerSetting]
if usesSyntaxPackage {
  packageDependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0")]
  syntaxDependencies = syntaxModules.map {
    .product(name: $0, package: "swift-syntax", condition: .when(traits: [checkerTrait]))
  }
  syntaxSwiftSettings = []
  syntaxLinkerSettings = []
} else {
  guard let syntaxFolder else {
    fatalError(
      """
      Proscenium could not find SwiftSyntax in the toolchain. It looked for SwiftSyntax.swiftmodule \
      and SwiftParser.swiftmodule in <toolchain>/usr/lib/swift/host (from the `swift` on PATH, then \
      /opt/swift/usr/lib/swift/host and /usr/lib/swift/host). Set PROSCENIUM_SWIFT_HOST to that folder.
      """
    )
  }
  packageDependencies = []
  syntaxDependencies = []
  syntaxSwiftSettings = [.unsafeFlags(["-I", syntaxFolder])]
  syntaxLinkerSettings = [
    .unsafeFlags(
      ["-L", syntaxFolder, "-Xlinker", "-rpath", "-Xlinker", syntaxFolder] + syntaxModules.map { "-l\($0)" })
  ]
}

/// A target of the tool side: links the toolchain's SwiftSyntax.
func toolTarget(_ name: String, dependencies: [Target.Dependency] = [], path: String? = nil) -> Target {
  .target(
    name: name,
    dependencies: dependencies + syntaxDependencies,
    path: path,
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  )
}

func toolTestTarget(_ name: String, dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
  .testTarget(
    name: name,
    dependencies: dependencies + syntaxDependencies,
    exclude: exclude,
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  )
}

// MARK: - The tool the plugins run
//
// The command and build-tool plugins run `proscenium`: the prebuilt `proscenium.artifactbundle`
// beside this manifest when there is one (fast: nothing to compile), otherwise the executable
// built from source here.

let prebuiltBundle = "proscenium.artifactbundle"
let hasPrebuiltTool = FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + prebuiltBundle)
let pluginTool: Target.Dependency = hasPrebuiltTool ? "ProsceniumPrebuilt" : "proscenium"
let prebuiltTargets: [Target] = hasPrebuiltTool ? [.binaryTarget(name: "ProsceniumPrebuilt", path: prebuiltBundle)] : []

let package = Package(
  name: "Proscenium",
  platforms: [.iOS(.v17), .tvOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Proscenium", targets: ["Proscenium"]),
    .library(name: "ProsceniumTesting", targets: ["ProsceniumTesting"]),
    // A team's own rules and architecture tests (docs/custom-rules.md).
    .library(name: "ProsceniumRuleKit", targets: ["ProsceniumRuleKit"]),
    .executable(name: "proscenium", targets: ["proscenium"]),
    .plugin(name: "ProsceniumCommandPlugin", targets: ["ProsceniumCommandPlugin"]),
    .plugin(name: "ProsceniumBuildToolPlugin", targets: ["ProsceniumBuildToolPlugin"]),
  ],
  traits: [
    .trait(name: checkerTrait, description: "The checker, generator and CLI, which need SwiftSyntax."),
    .default(enabledTraits: [checkerTrait]),
  ],
  dependencies: packageDependencies,
  targets: [
    // Runtime: no unsafe flags, no SwiftSyntax.
    .target(name: "Proscenium"),
    .target(name: "ProsceniumTesting", dependencies: ["Proscenium"]),

    // Tool.
    toolTarget("ProsceniumSyntax"),
    toolTarget("ProsceniumCheck", dependencies: ["ProsceniumSyntax"]),
    toolTarget("ProsceniumRules", dependencies: ["ProsceniumCheck", "ProsceniumSyntax"]),
    toolTarget("ProsceniumGenerator", dependencies: ["ProsceniumSyntax"]),
    toolTarget(
      "ProsceniumCLI", dependencies: ["ProsceniumCheck", "ProsceniumRules", "ProsceniumGenerator", "ProsceniumSyntax"]),
    toolTarget(
      "ProsceniumRuleKit", dependencies: ["ProsceniumCheck", "ProsceniumRules", "ProsceniumCLI", "ProsceniumSyntax"]),
    .executableTarget(
      name: "proscenium",
      dependencies: ["ProsceniumCLI"] + syntaxDependencies,
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    .executableTarget(
      name: "proscenium-bench",
      dependencies: ["ProsceniumCheck", "ProsceniumRules", "Proscenium"] + syntaxDependencies,
      path: "Benchmarks/proscenium-bench",
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),

    .executableTarget(
      name: "proscenium-runtime-bench",
      dependencies: ["Proscenium", "ProsceniumTesting"],
      path: "Benchmarks/proscenium-runtime-bench"
    ),

    // Plugins: `swift package proscenium` and the build-time check (see docs/integration.md).
    .plugin(
      name: "ProsceniumCommandPlugin",
      capability: .command(
        intent: .custom(verb: "proscenium", description: "Check the package's targets against the playbook rules")),
      dependencies: [pluginTool]
    ),
    .plugin(name: "ProsceniumBuildToolPlugin", capability: .buildTool(), dependencies: [pluginTool]),

    // What the tool's test targets share: temporary folders and projects, golden-text comparison,
    // the rule-example harness, and runners for the command line in-process and as a child process.
    // Only test targets depend on it; it is no product.
    toolTarget(
      "ProsceniumTestSupport", dependencies: ["ProsceniumCheck", "ProsceniumRules", "ProsceniumCLI"],
      path: "Tests/ProsceniumTestSupport"),

    // Tests mirror the targets.
    .testTarget(name: "ProsceniumTests", dependencies: ["Proscenium", "ProsceniumTesting"]),
    .testTarget(name: "ProsceniumTestingTests", dependencies: ["Proscenium", "ProsceniumTesting"]),
    toolTestTarget("ProsceniumSyntaxTests", dependencies: ["ProsceniumSyntax", "ProsceniumTestSupport"]),
    toolTestTarget(
      "ProsceniumCheckTests", dependencies: ["ProsceniumCheck", "ProsceniumSyntax", "ProsceniumTestSupport"]),
    toolTestTarget(
      "ProsceniumRulesTests", dependencies: ["ProsceniumRules", "ProsceniumCheck", "ProsceniumTestSupport"]),
    toolTestTarget(
      "ProsceniumGeneratorTests",
      dependencies: [
        "ProsceniumGenerator", "ProsceniumSyntax", "ProsceniumCLI", "ProsceniumCheck", "ProsceniumTestSupport",
      ]),
    toolTestTarget("ProsceniumCLITests", dependencies: ["ProsceniumCLI", "ProsceniumTestSupport"]),
    // The public surface list is read by its test, not built.
    toolTestTarget(
      "ProsceniumRuleKitTests", dependencies: ["ProsceniumRuleKit", "ProsceniumTestSupport"],
      exclude: ["PublicSurface.txt"]),
  ] + prebuiltTargets,
  swiftLanguageModes: [.v6]
)
