// swift-tools-version: 6.2
import PackageDescription

// A client of the runtime built the way new Xcode app targets are: Swift 6, strict concurrency and
// main-actor default isolation. It must build with zero warnings and pass its tests (`.ci/run`), so the
// runtime's public API stays usable from such code.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "MainActorClient",
  platforms: [.iOS(.v17), .tvOS(.v17), .macOS(.v14)],
  dependencies: [
    // `traits: []` leaves out the tool and its swift-syntax dependency: only the runtime is resolved.
    .package(name: "Proscenium", path: "../..", traits: [])
  ],
  targets: [
    .target(
      name: "MainActorClient",
      dependencies: [.product(name: "Proscenium", package: "Proscenium")],
      swiftSettings: mainActorByDefault
    ),
    .testTarget(
      name: "MainActorClientTests",
      dependencies: [
        "MainActorClient",
        .product(name: "Proscenium", package: "Proscenium"),
        .product(name: "ProsceniumTesting", package: "Proscenium"),
      ],
      swiftSettings: mainActorByDefault
    ),
  ],
  swiftLanguageModes: [.v6]
)
