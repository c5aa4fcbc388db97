package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.cloud.openfeign.FeignClient;

@FeignClient(name = "inheriting")
interface InheritingClient extends PartnerApi {}
