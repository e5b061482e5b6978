// swift-tools-version: 5.9
import PackageDescription

// A legacy app, written the way the playbooks warn against. The layers exist as targets, but Domain
// reaches into Data and Presentation into both, so nothing stops a view from talking to the network.
let package = Package(
  name: "Legacy",
  platforms: [.iOS(.v17), .tvOS(.v17)],
  targets: [
    .target(name: "LegacyData"),
    .target(name: "LegacyDomain", dependencies: ["LegacyData"]),
    .target(name: "LegacyPresentation", dependencies: ["LegacyDomain", "LegacyData"]),
    .testTarget(name: "LegacyPresentationTests", dependencies: ["LegacyPresentation"]),
  ]
)
