"""Builds cvs/时若岚_简历.docx (Chinese, plain paragraphs)."""
from docx import Document
from docx.shared import Pt
import os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs", "时若岚_简历.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Serif CJK SC"; st.font.size = Pt(10.5)
def p(text, bold=False, size=None):
    para = d.add_paragraph(); r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para
p("时若岚", bold=True, size=18)
p("生物信息学博士 | 深圳 | 电话 186 2731 5908 | 邮箱 shiruolan.bio@outlook.com")
p("求职意向：肿瘤基因组 / 单细胞方向 生信算法研究员")
p("工作经历", bold=True, size=13)
p("深圳华大基因股份有限公司（BGI Genomics）　肿瘤基因组学部　高级生物信息研究员　2023/7-至今")
p("负责实体瘤 ctDNA 低频变异检测流程的重构：将原有 Perl/Shell 流程迁移到 Nextflow + Docker，在华大云上日均处理约 2,000 例样本，单样本运行时间从 5.5 小时降到 2 小时以内；带教 2 名应届生完成 Snakemake 到 Nextflow 的迁移培训。")
p("搭建单细胞转录组（Scanpy）肿瘤微环境注释工具，用于院内合作项目的数据交付。")
p("药明康德（WuXi AppTec）　生物信息分析实习生　2018年7月–2018年8月")
p("协助完成 RNA-seq 差异表达分析（DESeq2）与报告撰写。")
p("教育背景", bold=True, size=13)
p("复旦大学　生命科学学院　生物信息学　理学博士（直博）　2017.09–2023.06")
p("博士课题：单细胞多组学数据整合与肝癌克隆演化推断。2021年3月-2021年9月 赴 Broad Institute of MIT and Harvard 访问交流（国家留学基金委联合培养项目）。")
p("南京农业大学　生命科学学院　生物信息学　理学学士　2013.09–2017.06")
p("发表论文", bold=True, size=13)
p("1. Shi R., Zhou T., Xu K. scCloneTrace: inferring clonal evolution from single-cell multi-omics. Bioinformatics, 2022. （第一作者）")
p("2. Liu H.*, Shi R.*, et al. Spatial transcriptomics reveals immune exclusion niches in hepatocellular carcinoma. Nature Communications, 2023. （*共同第一作者）")
p("3. Wang Y., Chen L., Shi R., et al. Benchmarking doublet detection methods for single-cell RNA-seq. Genome Biology, 2021. （第三作者）")
p("专业技能", bold=True, size=13)
p("编程：Python、R、Bash、Rust（自学）；流程：Nextflow、Snakemake、Docker、Slurm；分析：GATK、Scanpy、Seurat、DESeq2、PyTorch；英语：IELTS 7.5")
p("荣誉奖项", bold=True, size=13)
p("2022 博士研究生国家奖学金；2019 全国大学生生命科学竞赛（科学探究类）一等奖指导助教")
d.save(OUT)
print("wrote", OUT)
