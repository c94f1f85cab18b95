"""Write cvs/quanweidong_resume.json (JSON Resume schema, Chinese content)."""
import json
cv = {
  "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  "basics": {
    "name": "全卫东",
    "label": "高级采购经理（动力电池）",
    "email": "quan.weidong@qq.com",
    "phone": "+86 137 6158 2904",
    "location": {"city": "上海", "region": "嘉定区", "countryCode": "CN"},
    "summary": "十五年制造业采购经验，其中近七年在新能源整车企业负责动力电池与电芯采购；熟悉寻源、成本拆解、年度降本谈判与供应商质量管理。"
  },
  "work": [
    {"name": "蔚来汽车（上海蔚来汽车有限公司）", "position": "高级采购经理，电池系统采购部",
     "startDate": "2023-04", "summary": "负责电芯与电池包结构件采购，年采购额约 60 亿元；带领 6 人采购团队。",
     "highlights": ["完成 2024 年度电芯价格谈判，单位成本下降 11%", "引入第二电芯供应商，建立双源供应", "在 SAP S/4HANA 中推行框架协议与配额管理"]},
    {"name": "蔚来汽车（上海蔚来汽车有限公司）", "position": "采购经理，电池系统采购部",
     "startDate": "2020-01", "endDate": "2023-03", "summary": "负责 BMS 电子件与热管理部件采购。",
     "highlights": ["搭建电池部件应该成本（should-cost）模型", "与电池研发、质量团队共同完成供应商 PPAP 审核"]},
    {"name": "博世汽车部件（苏州）有限公司", "position": "采购工程师 → 高级采购工程师",
     "startDate": "2015-07", "endDate": "2019-12", "summary": "负责汽车电子（ECU）PCBA 与被动元器件采购。",
     "highlights": ["使用 SAP MM 管理采购订单与供应商主数据", "年度降本 4,000 万元"]},
    {"name": "富士康科技集团（鸿富锦精密工业（深圳）有限公司）", "position": "采购专员",
     "startDate": "2011-07", "endDate": "2015-06", "summary": "消费电子结构件与包材采购。"}
  ],
  "education": [
    {"institution": "上海交通大学安泰经济与管理学院", "area": "工商管理（在职 MBA）", "studyType": "MBA",
     "startDate": "2017-09", "endDate": "2020-06"},
    {"institution": "合肥工业大学", "area": "物流管理", "studyType": "本科（管理学学士）",
     "startDate": "2007-09", "endDate": "2011-06"}
  ],
  "certificates": [
    {"name": "CPSM 供应管理专业人士认证", "issuer": "ISM（美国供应管理协会）", "date": "2018"}
  ],
  "skills": [
    {"name": "采购与供应链", "keywords": ["战略寻源", "成本拆解", "商务谈判", "供应商开发与管理", "VDA 6.3"]},
    {"name": "系统与工具", "keywords": ["SAP MM / S/4HANA", "Power BI", "Excel 建模", "Python（自学）"]}
  ],
  "languages": [{"language": "英语", "fluency": "工作语言（雅思 7.0）"}],
  "awards": [{"title": "蔚来年度最佳团队奖（电池采购团队）", "date": "2022", "awarder": "蔚来汽车"}]
}
with open("../cvs/quanweidong_resume.json", "w", encoding="utf-8") as f:
    json.dump(cv, f, ensure_ascii=False, indent=2)
