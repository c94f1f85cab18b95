"""Turn the rendered CV page into a phone-photo style JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(128)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# paper slightly warm
page = Image.blend(page, Image.new("RGB", page.size, (238, 230, 214)), 0.12)
bg = Image.new("RGB", (int(page.width * 1.12), int(page.height * 1.08)), (92, 78, 64))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards bottom-right, vignette
w, h = img.size
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-w * 0.2 + i * 8, -h * 0.2 + i * 8, w * 1.2 - i * 8, h * 1.2 - i * 8], fill=int(i * 4.2))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(img).enhance(0.55)
img = Image.composite(img, dark, mask)
grad = Image.linear_gradient("L").resize((w, h)).point(lambda v: int(v * 0.35))
img = Image.composite(ImageEnhance.Brightness(img).enhance(0.8), img, grad)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(dst, "JPEG", quality=82)
