package dev.bottleneck.samples.cases.ObjectMapperPerCall.other;

public class ObjectMapper {}
