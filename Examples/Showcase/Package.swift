// swift-tools-version: 6.0
import PackageDescription

// Seed 002's clean layers as targets: Presentation and Data depend only on Domain, Domain on nothing;
// the app target is the composition root and the only place that sees every layer.
let package = Package(
  name: "Showcase",
  platforms: [.iOS(.v17), .tvOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "ShowcaseApp", targets: ["ShowcaseApp"])
  ],
  dependencies: [
    .package(name: "Proscenium", path: "../..")
  ],
  targets: [
    .target(name: "ShowcaseDomain"),
    // The Data layer's JSON fixtures ship as resources, so the app and its tests run without a network.
    .target(name: "ShowcaseData", dependencies: ["ShowcaseDomain"], resources: [.process("Fixtures")]),
    .target(
      name: "ShowcasePresentation",
      dependencies: [
        "ShowcaseDomain",
        .product(name: "Proscenium", package: "Proscenium"),
      ]
    ),
    .target(
      name: "ShowcaseApp",
      dependencies: [
        "ShowcaseDomain",
        "ShowcaseData",
        "ShowcasePresentation",
        .product(name: "Proscenium", package: "Proscenium"),
      ]
    ),
    .testTarget(
      name: "ShowcasePresentationTests",
      dependencies: [
        "ShowcasePresentation",
        "ShowcaseDomain",
        .product(name: "ProsceniumTesting", package: "Proscenium"),
      ]
    ),
    .testTarget(name: "ShowcaseDataTests", dependencies: ["ShowcaseData", "ShowcaseDomain"]),
    .testTarget(
      name: "ShowcaseAppTests",
      dependencies: ["ShowcaseApp", "ShowcasePresentation", "ShowcaseDomain"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
