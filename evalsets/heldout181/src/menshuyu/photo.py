import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(181)
im = Image.open("page.png").convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (238, 232, 220))
im = ImageChops.multiply(im, tint.point(lambda v: min(255, v + 17)))
# lay on a darker desk with margin, rotate
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 78, 64))
bg.paste(im, (int(w * 0.04), int(h * 0.03)))
bg = bg.rotate(1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# vignette / uneven light
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    f = i / 60
    dr.ellipse([int(-W*0.3 + f*W*0.35), int(-H*0.3 + f*H*0.35), int(W*1.3 - f*W*0.35), int(H*1.3 - f*H*0.35)], fill=int(255 * f))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = bg.point(lambda v: int(v * 0.62))
bg = Image.composite(bg, dark, mask)
# shadow gradient from the top-left (phone)
grad = Image.linear_gradient("L").rotate(35, expand=False).resize((W, H))
shade = bg.point(lambda v: int(v * 0.85))
bg = Image.composite(bg, shade, grad)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.35)
bg.save("../../cvs/门书瑜_简历_2026.jpg", quality=82)
print(bg.size)
