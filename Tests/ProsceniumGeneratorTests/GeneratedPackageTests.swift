import Foundation
import Testing

/// THE SLOW TEST (a minute or more on a cold cache): the generator's guarantee, checked for real.
///
/// Every style (and the use-case and repository pieces) is generated into ONE temporary Swift package that depends on this repository's runtime by path; the
/// package must build, its generated tests must pass, and `proscenium check --strict` must find nothing in each
/// style's files under that style's preset (with the opt-in style rules the presets leave off turned on as well).
/// When the runtime's API changes, this is the test that says the templates no longer fit it.
///
/// The package lives in `.build/generator-guarantee/` so the runtime it depends on is compiled once and reused.
@Suite(.serialized)
struct GeneratedPackageTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  static let packageRoot = repository + "/.build/generator-guarantee/GeneratedFeatures"

  /// The feature of each style, and the rules turned on beyond its preset.
  static let features: [(style: String, name: String, platform: String, configuration: String)] = [
    (
      "observable", "Catalog", "all",
      #"{"preset": ["observable"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "observable-object", "Inbox", "tvos",
      #"{"preset": ["observable-object"], "rules": {"feature_layout": {"enabled": true}, "mark_sections": {"enabled": true}, "previews_cover_states": {"enabled": true}}}"#
    ),
    (
      "uikit-mvp", "Orders", "ios",
      #"{"preset": ["uikit-mvp"], "rules": {"mark_sections": {"enabled": true}}}"#
    ),
  ]

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    // Written by GeneratedPackageTests: every generator style in one package, against the runtime by path.
    let package = Package(
      name: "GeneratedFeatures",
      platforms: [.iOS(.v17), .tvOS(.v17), .macOS(.v14)],
      dependencies: [
        .package(name: "Proscenium", path: "\(repository)")
      ],
      targets: [
        .target(
          name: "GeneratedFeatures",
          dependencies: [.product(name: "Proscenium", package: "Proscenium")]
        ),
        .testTarget(
          name: "GeneratedFeaturesTests",
          dependencies: [
            "GeneratedFeatures",
            .product(name: "Proscenium", package: "Proscenium"),
            .product(name: "ProsceniumTesting", package: "Proscenium"),
          ]
        ),
      ],
      swiftLanguageModes: [.v6]
    )

    """

  @Test func everyStyleBuildsPassesItsTestsAndTheChecker() throws {
    let fileManager = FileManager.default
    // Fresh sources every run; the package's own .build is kept for speed.
    for folder in ["Sources", "Tests", "configurations"] {
      try? fileManager.removeItem(atPath: Self.packageRoot + "/" + folder)
    }
    try fileManager.createDirectory(atPath: Self.packageRoot + "/configurations", withIntermediateDirectories: true)
    try Data(Self.manifest.utf8).write(to: URL(fileURLWithPath: Self.packageRoot + "/Package.swift"))

    var filesByStyle: [String: [String]] = [:]
    for feature in Self.features {
      let run = proscenium(
        "new", "feature", feature.name, "--style", feature.style, "--platform", feature.platform, "--project",
        Self.packageRoot)
      try #require(run.code == 0, "new \(feature.style): \(run.errors)")
      filesByStyle[feature.style] = run.output.split(separator: "\n").compactMap { line in
        line.hasPrefix("created ") ? String(line.dropFirst("created ".count)) : nil
      }.map { $0.hasPrefix("/") ? $0 : fileManager.currentDirectoryPath + "/" + $0 }
      #expect(filesByStyle[feature.style]?.count ?? 0 >= 4, "\(run.output)")
    }

    // The pieces of seed 002 on their own; the package has one module, so they land in it.
    for (kind, name) in [("use-case", "SyncSettings"), ("repository", "Settings")] {
      let run = proscenium("new", kind, name, "--project", Self.packageRoot)
      try #require(run.code == 0, "new \(kind): \(run.errors)")
      filesByStyle["observable", default: []] += run.output.split(separator: "\n").compactMap { line in
        line.hasPrefix("created ") ? String(line.dropFirst("created ".count)) : nil
      }.map { $0.hasPrefix("/") ? $0 : fileManager.currentDirectoryPath + "/" + $0 }
    }

    let build = try Self.swift(["build", "--build-tests"])
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let test = try Self.swift(["test", "--skip-build"])
    #expect(test.status == 0, "swift test failed:\n\(test.output)")
    for feature in Self.features {
      #expect(
        test.output.contains("\(feature.name)") && !test.output.contains("✘"),
        "the \(feature.style) tests did not all run and pass:\n\(test.output)")
    }

    for feature in Self.features {
      let configuration = Self.packageRoot + "/configurations/\(feature.style).json"
      try Data(feature.configuration.utf8).write(to: URL(fileURLWithPath: configuration))
      let files = filesByStyle[feature.style] ?? []
      let check = proscenium(arguments: ["check", "--strict", "--config", configuration] + files)
      #expect(check.code == 0, "check under '\(feature.style)':\n\(check.output)\(check.errors)")
    }
  }

  /// Runs `swift` in the generated package and returns its exit status and combined output.
  static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments + ["--package-path", packageRoot]
    var environment = ProcessInfo.processInfo.environment
    // Settings of the outer `swift test` must not leak into the inner build.
    for key in environment.keys where key.hasPrefix("SWIFTPM_") || key == "XCTestConfigurationFilePath" {
      environment[key] = nil
    }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
