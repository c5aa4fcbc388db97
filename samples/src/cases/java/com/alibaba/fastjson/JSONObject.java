// fastjson is not among the samples' dependencies: the checks know it by name.
package com.alibaba.fastjson;

public class JSONObject extends JSON {}
