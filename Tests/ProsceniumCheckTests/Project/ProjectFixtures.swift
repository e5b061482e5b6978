/// Small project files written by hand for the project-model tests.
enum ProjectFixtures {
  static let shopManifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Shop",
      platforms: [.iOS(.v16), .tvOS("17.2"), .macOS(.v10_15)],
      products: [.library(name: "ShopKit", targets: ["ShopKit"])],
      targets: [
        .target(name: "ShopKit", dependencies: ["Domain"], exclude: ["Legacy"]),
        .target(name: "Domain"),
        .target(name: "Data", path: "Modules/DataLayer", sources: ["Store.swift", "Cache"]),
        .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
      ]
    )
    """

  /// A package with one helper target in one folder, as apps keep beside their Xcode project.
  static let helperManifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
      name: "Tools",
      platforms: [.macOS(.v13)],
      targets: [.executableTarget(name: "Generate", path: "Scripts/Generate")]
    )
    """

  /// An Xcode project whose app target compiles `App/HomeView.swift` and `App/Old/OldView.swift`
  /// (iOS 17.5 in Release, 17.0 in Debug), and whose test target compiles `AppTests/HomeTests.swift`.
  static let appProject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        F1 /* HomeView.swift */ = {isa = PBXFileReference; path = HomeView.swift; sourceTree = "<group>"; };
        F2 /* OldView.swift */ = {isa = PBXFileReference; path = OldView.swift; sourceTree = "<group>"; };
        F3 /* HomeTests.swift */ = {isa = PBXFileReference; path = HomeTests.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        B3 = {isa = PBXBuildFile; fileRef = F3; };
        G0 = {isa = PBXGroup; children = (G1, G3); sourceTree = "<group>"; };
        G1 /* App */ = {isa = PBXGroup; children = (F1, G2); path = App; sourceTree = "<group>"; };
        G2 /* Old */ = {isa = PBXGroup; children = (F2); path = Old; sourceTree = "<group>"; };
        G3 /* AppTests */ = {isa = PBXGroup; children = (F3); path = AppTests; sourceTree = "<group>"; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
        S2 = {isa = PBXSourcesBuildPhase; files = (B3); };
        T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = App;
          productType = "com.apple.product-type.application"; };
        T2 /* AppTests */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); name = AppTests;
          productType = "com.apple.product-type.bundle.unit-test"; };
        C1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;}; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.5; SDKROOT = iphoneos;}; name = Release; };
        C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Debug; };
        C4 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos;}; name = Debug; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        L0 = {isa = XCConfigurationList; buildConfigurations = (C4); };
        P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2); };
      };
      rootObject = P1;
    }
    """
}
