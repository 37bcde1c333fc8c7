public import Diagnostics

/// A change's `BASE-CODE` list that cannot be read, with the place of the problem (its column
/// counted in characters).
///
///     Scenarios/Changes/undo/BASE-CODE:3:1: error: no such file 'Sources/Shared/ViewKit/Buton.swift'
public typealias BaseCodeListError = PositionedError
