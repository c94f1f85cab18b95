"""Turn a rendered PNG page into a phone-photo-like JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(328)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))   # table top
paper = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(paper, ((bg.width - paper.width) // 2, (bg.height - paper.height) // 2))
# uneven lighting: diagonal shading + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, bg.width + bg.height, 6):
    d.line([(i, 0), (0, i)], fill=int(70 * i / (bg.width + bg.height)), width=6)
vig = Image.new("L", bg.size, 0)
dv = ImageDraw.Draw(vig)
for k in range(40):
    dv.rectangle([k * 6, k * 6, bg.width - k * 6, bg.height - k * 6], outline=int(90 - k * 2.2))
dark = ImageChops.add(shade, vig)
img = ImageChops.subtract(bg, Image.merge("RGB", [dark] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save(dst, "JPEG", quality=82)
print("photo", dst, img.size)
