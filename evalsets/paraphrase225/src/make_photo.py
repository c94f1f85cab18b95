import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(225)
im = Image.open("feng_page.png").convert("RGB")
w, h = im.size
# crop to the top ~60% (the whole text fits), then tint paper
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 74))
tilted = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
bg.paste(tilted, (40, 50))
w, h = bg.size
# warm tint
tint = Image.new("RGB", (w, h), (255, 244, 225))
bg = ImageChops.multiply(bg, tint)
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    a = int(255 * (i / 40))
    d.ellipse((-w * 0.3 + i * w * 0.012, -h * 0.35 + i * h * 0.012, w * 1.25 - i * w * 0.012, h * 1.3 - i * h * 0.012), fill=a)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.eval(bg, lambda v: int(v * 0.62))
bg = Image.composite(bg, dark, mask)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, Image.eval(noise, lambda v: 200 + v // 5)), 0.5)
bg.save("../cvs/IMG_20260311_184502.jpg", quality=82)
