"""Turn a rendered page PNG into a phone-photo JPG (rotation, shading/vignette, blur, noise)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(60)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# crop to content area roughly (top 60 % of page holds the text)
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
# paper tint
tint = Image.new("RGB", page.size, (238, 232, 218))
page = ImageChops.multiply(page, tint)
# place on a darker table background and rotate
bg = Image.new("RGB", (page.width + 160, page.height + 160), (92, 84, 74))
bg.paste(page, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# vignette / side shading
W, H = bg.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.rectangle([i * W // 200, i * H // 200, W - i * W // 200, H - i * H // 200], fill=int(255 * i / 60))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 28, 25))
bg = Image.composite(bg, dark, mask)
# gradient shading from left (light from right)
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = Image.merge("RGB", [grad.point(lambda v: 200 + v * 55 // 255)] * 3)
bg = ImageChops.multiply(bg, shade)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, Image.merge("RGB", [noise.split()[0].point(lambda v: 215 + v // 6)] * 3)), 0.6)
bg.save(dst, "JPEG", quality=80)
