"""Turn page-1.png (pdftoppm -r 150 of sheng_yanbei_2022_print.pdf) into a phone photo JPG."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops, ImageEnhance
random.seed(95)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
W, H = page.size
# paper slightly warm, on a darker desk background
page = ImageEnhance.Color(page).enhance(0.9)
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient shade from top-left, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, img.width + img.height, 4):
    v = int(70 * i / (img.width + img.height))
    d.line([(i, 0), (0, i)], fill=v, width=5)
vign = Image.radial_gradient("L").resize(img.size)
mask = ImageChops.add(shade, vign.point(lambda p: int(p * 0.55)))
dark = Image.new("RGB", img.size, (20, 15, 10))
img = Image.composite(dark, img, mask.point(lambda p: min(p, 150)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-60)
img = ImageChops.blend(img, bg.resize(img.size).filter(ImageFilter.GaussianBlur(0.9)).rotate(2.2, fillcolor=(92,78,64)), 0.0)
img.save(dst, "JPEG", quality=82)
