import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(161)
img = Image.open("tex/page-1.png").convert("RGB")
# crop to upper part with content (page mostly empty below)
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.62)))
w, h = img.size
# paper tint on a darker desk background
canvas = Image.new("RGB", (w + 160, h + 160), (92, 84, 74))
paper = ImageChops.multiply(img, Image.new("RGB", img.size, (246, 240, 228)))
canvas.paste(paper, (80, 80))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = canvas.size
# light gradient / vignette
vig = Image.radial_gradient("L").resize((W, H)).point(lambda v: int(max(0, v - 120) * 0.8))
lin = Image.linear_gradient("L").rotate(90).resize((W, H)).point(lambda v: int(v * 0.25))
mask = ImageChops.lighter(vig, lin)
dark = Image.new("RGB", (W, H), (30, 28, 25))
canvas = Image.composite(dark, canvas, mask)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.5)
canvas.save("../cvs/IMG_20260914_简历新版.jpg", quality=82)
