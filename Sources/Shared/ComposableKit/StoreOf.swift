/// The store of a feature: `StoreOf<CalculatorFeature>` for
/// `Store<CalculatorFeature.State, CalculatorFeature.Action>`.
public typealias StoreOf<Feature: Reducer> = Store<Feature.State, Feature.Action>
